/**
 * The prompt page's side panel: Try This Prompt (counts a use and opens the
 * playground), Copy Prompt (the user prompt), like and save, Copy link to
 * share the page, Propose a change, Fork, Offer this change back (a fork's
 * owner), and Edit for the owner or an admin.
 */
import { Button, Card, Divider, Group, Stack } from '@mantine/core';
import { IconCopy, IconLink, IconPencil, IconPlayerPlay } from '@tabler/icons-react';
import { Link } from 'wouter';
import type { PromptView } from '../../../shared/prompt-views.ts';
import {
  LikeButton,
  ReactionProblem,
  SaveButton,
} from '../../components/prompt/reaction-buttons.tsx';
import { AddToCollectionButton } from '../../components/collections/add-to-collection.tsx';
import { ProposeChangeButton } from '../../components/change-requests/propose-change-button.tsx';
import { usePromptReactions } from '../../hooks/use-prompt-reactions.ts';
import { useTryPrompt } from '../../hooks/use-try-prompt.ts';
import { CopyButton } from './copy-button.tsx';
import { ForkButton } from './fork-button.tsx';
import { OfferBackButton } from './offer-back-button.tsx';

interface Props {
  prompt: PromptView;
  canEdit: boolean;
}

export function PromptPageActions({ prompt, canEdit }: Props) {
  const tryPrompt = useTryPrompt();
  const reactions = usePromptReactions(prompt);
  // Only copied on a click; the server renders this page too, with no window.
  const pageUrl =
    typeof window === 'undefined' ? '' : `${window.location.origin}/prompts/${prompt._id}`;
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Button
          size="md"
          leftSection={<IconPlayerPlay size={18} aria-hidden />}
          onClick={() => tryPrompt(prompt)}
        >
          Try This Prompt
        </Button>
        <CopyButton
          variant="default"
          fullWidth
          value={prompt.description}
          label="Copy Prompt"
          copiedLabel="Copied"
          announcement="The user prompt is copied"
          icon={<IconCopy size={16} aria-hidden />}
        />
        <Divider />
        <Group justify="space-between" gap="xs">
          <LikeButton reactions={reactions} title={prompt.title} size="full" />
          <SaveButton reactions={reactions} title={prompt.title} size="full" />
        </Group>
        {reactions.signedIn && <AddToCollectionButton prompt={prompt} size="full" />}
        <ReactionProblem problem={reactions.problem} />
        <Divider />
        <CopyButton
          variant="subtle"
          fullWidth
          value={pageUrl}
          label="Copy link"
          copiedLabel="Link copied"
          announcement="The link to this page is copied"
          icon={<IconLink size={16} aria-hidden />}
        />
        <ProposeChangeButton prompt={prompt} />
        <ForkButton prompt={prompt} />
        <OfferBackButton prompt={prompt} />
        {canEdit && (
          <Button
            component={Link}
            href={`/edit-prompt/${prompt._id}`}
            variant="default"
            leftSection={<IconPencil size={16} aria-hidden />}
          >
            Edit Prompt
          </Button>
        )}
      </Stack>
    </Card>
  );
}
