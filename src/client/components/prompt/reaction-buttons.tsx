/**
 * The like and save toggles of a prompt, in two sizes: a compact icon with
 * the count for cards, and a labelled button for the details dialog and the
 * prompt page. A member's click toggles at once (usePromptReactions); a
 * visitor's click opens a small invitation to sign in and come back here.
 */
import { ActionIcon, Button, Group, Popover, Stack, Text, VisuallyHidden } from '@mantine/core';
import {
  IconBookmark,
  IconBookmarkFilled,
  IconHeart,
  IconHeartFilled,
  IconLogin2,
} from '@tabler/icons-react';
import type { ReactElement } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { formatCount, formatCountOf } from '../../../shared/format.ts';
import type { PromptReactions } from '../../hooks/use-prompt-reactions.ts';
import classes from './reaction-buttons.module.css';

type Size = 'compact' | 'full';

interface ToggleProps {
  reactions: PromptReactions;
  /** The prompt's title, to name the button ("Like Cold Email Outreach"). */
  title: string;
  size: Size;
}

/** The login address that brings the visitor back to this page, query included. */
function useSignInHref(): string {
  const [pathname] = useLocation();
  const search = useSearch();
  const here = `${pathname}${search ? `?${search}` : ''}`;
  return `/login?redirect=${encodeURIComponent(here)}`;
}

function SignInInvite({ action, target }: { action: 'like' | 'save'; target: ReactElement }) {
  const href = useSignInHref();
  return (
    <Popover width={240} position="top" withArrow shadow="md" trapFocus>
      <Popover.Target>{target}</Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Text size="sm">
            {action === 'like'
              ? 'Sign in to like prompts and see what others like.'
              : 'Sign in to save prompts and find them again in your profile.'}
          </Text>
          {/* Focus sits here while the invitation is open: Escape then closes
              only the invitation, not a dialog the button is in (Mantine's
              modals leave alone a key pressed on an element marked so). */}
          <Button
            component={Link}
            href={href}
            size="xs"
            leftSection={<IconLogin2 size={14} aria-hidden />}
            data-mantine-stop-propagation
          >
            Sign in
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

interface ToggleLook {
  action: 'like' | 'save';
  pressed: boolean;
  label: string;
  icon: ReactElement;
  /** The full-size button's text. */
  text: string;
  onToggle: () => void;
}

function Toggle({
  look,
  reactions,
  size,
}: {
  look: ToggleLook;
  reactions: PromptReactions;
  size: Size;
}) {
  const { signedIn, checking } = reactions;
  // A visitor's button opens the invitation rather than toggling anything.
  const memberProps = signedIn ? { 'aria-pressed': look.pressed, onClick: look.onToggle } : {};
  const button =
    size === 'compact' ? (
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={look.label}
        disabled={checking}
        className={`${classes.toggle} ${classes.compact}`}
        data-pressed={look.pressed || undefined}
        {...memberProps}
      >
        {look.icon}
      </ActionIcon>
    ) : (
      <Button
        variant="default"
        leftSection={look.icon}
        aria-label={look.label}
        disabled={checking}
        className={classes.toggle}
        data-pressed={look.pressed || undefined}
        {...memberProps}
      >
        {look.text}
      </Button>
    );
  // Wrapped while the sign-in is being checked too: the page arrives
  // prerendered for a visitor, and changing the wrapper once the check
  // ends would make React replace every card's buttons, which cost a phone
  // one long task (about 100 ms here for a page of cards).
  return signedIn ? button : <SignInInvite action={look.action} target={button} />;
}

export function LikeButton({ reactions, title, size }: ToggleProps) {
  const { liked, likes } = reactions;
  const Icon = liked ? IconHeartFilled : IconHeart;
  const look: ToggleLook = {
    action: 'like',
    pressed: liked,
    label: liked ? `Unlike ${title}` : `Like ${title}`,
    icon: <Icon size={size === 'compact' ? 18 : 16} aria-hidden className={classes.heart} />,
    text: liked ? 'Liked' : 'Like',
    onToggle: () => reactions.setLiked(!liked),
  };
  return (
    <Group gap={size === 'compact' ? 0 : 'xs'} wrap="nowrap">
      <Toggle look={look} reactions={reactions} size={size} />
      {size === 'compact' ? (
        <Text size="xs" fw={600} c="dimmed" className={classes.count}>
          <span aria-hidden>{formatCount(likes)}</span>
          <VisuallyHidden>{formatCountOf(likes, 'like')}</VisuallyHidden>
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          {formatCountOf(likes, 'like')}
        </Text>
      )}
    </Group>
  );
}

export function SaveButton({ reactions, title, size }: ToggleProps) {
  const { saved } = reactions;
  const Icon = saved ? IconBookmarkFilled : IconBookmark;
  const look: ToggleLook = {
    action: 'save',
    pressed: saved,
    label: saved ? `Remove ${title} from saved` : `Save ${title}`,
    icon: <Icon size={size === 'compact' ? 18 : 16} aria-hidden className={classes.bookmark} />,
    text: saved ? 'Saved' : 'Save',
    onToggle: () => reactions.setSaved(!saved),
  };
  return <Toggle look={look} reactions={reactions} size={size} />;
}

/**
 * Why the last like or save did not go through. The alert region is always
 * there, so screen readers announce the words the moment they appear.
 */
export function ReactionProblem({ problem }: { problem: string | null }) {
  return (
    <div role="alert">
      {problem && (
        <Text size="xs" className={classes.problem}>
          {problem}
        </Text>
      )}
    </div>
  );
}
