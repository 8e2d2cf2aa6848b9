/**
 * The like and save toggles of a prompt, in two sizes: a compact icon with
 * the count for cards, and a labelled button for the details dialog and the
 * prompt page. A member's click toggles at once (usePromptReactions); a
 * visitor's click opens a small invitation to sign in and come back here.
 */
import { ActionIcon, Button, Group, Popover, Stack, Text } from '@mantine/core';
import {
  IconBookmark,
  IconBookmarkFilled,
  IconHeart,
  IconHeartFilled,
  IconLogin2,
} from '@tabler/icons-react';
import { type ReactElement, type RefObject, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { formatCount, formatCountOf } from '../../../shared/format.ts';
import { useOpenedAfterMount } from '../../hooks/use-opened-after-mount.ts';
import { useWantedOnce } from '../../hooks/use-wanted-once.ts';
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

interface InviteProps {
  action: 'like' | 'save';
  /** The toggle, which the invitation points at. */
  target: ReactElement;
  targetRef: RefObject<HTMLButtonElement | null>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The invitation, made the first time a visitor asks for it (Toggle says
 * why). Making it puts the toggle in a new element, so the toggle takes
 * focus back at once; the invitation then opens on the next frame, when
 * Mantine notes the toggle as the place to give focus back to on closing.
 */
function SignInInvite({ action, target, targetRef, open, onOpenChange }: InviteProps) {
  const href = useSignInHref();
  const shown = useOpenedAfterMount(open);
  useEffect(() => targetRef.current?.focus(), [targetRef]);
  return (
    <Popover
      opened={shown}
      onChange={onOpenChange}
      width={240}
      position="top"
      withArrow
      shadow="md"
      trapFocus
      returnFocus
    >
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
  // The invitation's popover is made only once a visitor asks for it. A
  // closed Mantine Popover on every toggle (24 on a library page) was
  // rendered twice as the app took the page over: floating-ui notes its
  // anchor in state as the page is attached, which made React render every
  // one of them again at once, in one long task on a phone (decision 016).
  const [inviteOpen, setInviteOpen] = useState(false);
  const inviteAsked = useWantedOnce(inviteOpen);
  const ref = useRef<HTMLButtonElement>(null);
  // A member's click toggles; a visitor's opens (or closes) the invitation.
  const actionProps = signedIn
    ? { 'aria-pressed': look.pressed, onClick: look.onToggle }
    : {
        'aria-haspopup': 'dialog' as const,
        'aria-expanded': inviteOpen,
        onClick: () => setInviteOpen((open) => !open),
      };
  const button =
    size === 'compact' ? (
      <ActionIcon
        ref={ref}
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={look.label}
        disabled={checking}
        className={`${classes.toggle} ${classes.compact}`}
        data-pressed={look.pressed || undefined}
        {...actionProps}
      >
        {look.icon}
      </ActionIcon>
    ) : (
      <Button
        ref={ref}
        variant="default"
        leftSection={look.icon}
        aria-label={look.label}
        disabled={checking}
        className={classes.toggle}
        data-pressed={look.pressed || undefined}
        {...actionProps}
      >
        {look.text}
      </Button>
    );
  // The same element for a member, a visitor and while the sign-in is being
  // checked: changing it once the check ends would make React replace every
  // card's buttons, which cost a phone one long task (about 100 ms here for
  // a page of cards).
  if (signedIn || !inviteAsked) return button;
  return (
    <SignInInvite
      action={look.action}
      target={button}
      targetRef={ref}
      open={inviteOpen}
      onOpenChange={setInviteOpen}
    />
  );
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
  const toggle = <Toggle look={look} reactions={reactions} size={size} />;
  if (size === 'compact') {
    // Plain elements on a card, like the card itself (prompt-card-shell.tsx).
    return (
      <span className={classes.compactLike}>
        {toggle}
        <span className={classes.count}>
          <span aria-hidden>{formatCount(likes)}</span>
          <span className={classes.visuallyHidden}>{formatCountOf(likes, 'like')}</span>
        </span>
      </span>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      {toggle}
      <Text size="sm" c="dimmed">
        {formatCountOf(likes, 'like')}
      </Text>
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
