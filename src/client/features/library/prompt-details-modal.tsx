/**
 * Everything about one prompt in a dialog over the library: who made it,
 * its system and user prompts, variables, tools, chained steps, attachments
 * and counts, with Try This, like, save and a link to the prompt's own page.
 */
import { Alert, Button, Divider, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { PromptView } from '../../../shared/prompt-views.ts';
import { PromptDetailSections } from '../../components/prompt/prompt-detail-sections.tsx';
import { PromptBadges, PromptByline } from '../../components/prompt/prompt-facts.tsx';
import { PromptSettings } from '../../components/prompt/prompt-settings.tsx';
import {
  LikeButton,
  ReactionProblem,
  SaveButton,
} from '../../components/prompt/reaction-buttons.tsx';
import { useOpenedAfterMount } from '../../hooks/use-opened-after-mount.ts';
import { usePromptReactions } from '../../hooks/use-prompt-reactions.ts';
import { usePromptDetails } from './library-api.ts';

interface Props {
  promptId: string;
  /** What the card already knows, shown at once while the full prompt loads. */
  initial: PromptView | undefined;
  onClose: () => void;
  onTry: (prompt: PromptView) => void;
}

function DetailsActions({ prompt, onTry }: { prompt: PromptView; onTry: Props['onTry'] }) {
  const reactions = usePromptReactions(prompt);
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="sm">
        <Group gap="sm">
          <LikeButton reactions={reactions} title={prompt.title} size="full" />
          <SaveButton reactions={reactions} title={prompt.title} size="full" />
        </Group>
        <Group gap="sm">
          <Button
            component={Link}
            href={`/prompts/${prompt._id}`}
            variant="default"
            leftSection={<IconExternalLink size={16} aria-hidden />}
          >
            Open page
          </Button>
          <Button
            leftSection={<IconPlayerPlay size={18} aria-hidden />}
            onClick={() => onTry(prompt)}
          >
            Try This Prompt
          </Button>
        </Group>
      </Group>
      <ReactionProblem problem={reactions.problem} />
    </Stack>
  );
}

export function PromptDetailsModal({ promptId, initial, onClose, onTry }: Props) {
  const details = usePromptDetails(promptId);
  const [lightboxOpen, setLightboxOpen] = useState(false);
  const prompt = details.data ?? initial;
  // Its chunk loads when a prompt is first opened (library-page.tsx).
  const opened = useOpenedAfterMount(promptId !== '');

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      closeOnEscape={!lightboxOpen}
      title={
        <Text fw={800} size="lg" component="span">
          {prompt?.title ?? 'Prompt details'}
        </Text>
      }
    >
      {prompt ? (
        <Stack gap="lg">
          <PromptBadges prompt={prompt} />
          <PromptSettings settings={prompt.settings} />
          <PromptByline prompt={prompt} />
          <PromptDetailSections
            prompt={prompt}
            headingOrder={3}
            onLightboxChange={setLightboxOpen}
          />
          <Divider />
          <DetailsActions prompt={prompt} onTry={onTry} />
        </Stack>
      ) : details.isError ? (
        <Alert color="red" title="This prompt is not available">
          It may have been removed, or the link may be wrong.
        </Alert>
      ) : (
        <Group justify="center" py="xl">
          <Loader aria-label="Loading prompt" />
        </Group>
      )}
    </Modal>
  );
}
