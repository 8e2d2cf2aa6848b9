/**
 * Everything about one prompt, in any status, for the admin deciding on
 * it: what the library's details show (creator, badges, system and user
 * prompts, variables, tools, chained steps, attachments, counts), plus its
 * status, the moderator's reason when there is one, and the same actions
 * as its row. A reason or delete dialog opens above it; this one lets go
 * of focus and Escape meanwhile, and takes them back after.
 */
import { Alert, Button, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconHeart, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { formatCountOf } from '../../../shared/format.ts';
import type { ModerationTarget } from '../../../shared/prompt-status-transitions.ts';
import type { PromptView } from '../../../shared/prompt-views.ts';
import { PromptDetailSections } from '../../components/prompt/prompt-detail-sections.tsx';
import { PromptBadges, PromptByline } from '../../components/prompt/prompt-facts.tsx';
import { PromptSettings } from '../../components/prompt/prompt-settings.tsx';
import { PromptStatusBadge } from '../../components/prompt/prompt-status-badge.tsx';
import { usePromptDetails } from './manage-prompts-api.ts';
import type { ActionFeedback } from './prompt-action-messages.ts';
import { PromptFeedbackAlert } from './prompt-feedback-alert.tsx';
import type { PromptRequest } from './prompt-request.ts';
import { PromptStatusActions } from './prompt-status-actions.tsx';

interface Props {
  /** The prompt as its row knew it; null while closed. */
  prompt: PromptView | null;
  onClose: () => void;
  onRequest: (prompt: PromptView, request: PromptRequest) => void;
  /** The status change in flight for this prompt, if any. */
  movingTo: ModerationTarget | null;
  feedback: ActionFeedback | null;
  onDismissFeedback: () => void;
  /** A reason or delete dialog is open above this one. */
  isCovered: boolean;
}

function ModeratorReason({ prompt }: { prompt: PromptView }) {
  if (prompt.status !== 'rejected' && prompt.status !== 'disabled') return null;
  const changed = prompt.statusChangedAt ? new Date(prompt.statusChangedAt) : null;
  return (
    <Alert
      variant="light"
      color={prompt.status === 'rejected' ? 'red' : 'gray'}
      title={prompt.status === 'rejected' ? 'Rejected by a moderator' : 'Disabled by a moderator'}
    >
      <Stack gap={4}>
        <Text size="sm">
          <strong>Reason:</strong> {prompt.statusReason ?? 'No reason was given.'}
        </Text>
        {changed && (
          <Text size="xs" c="dimmed">
            On{' '}
            <time dateTime={changed.toISOString()}>
              {changed.toLocaleString(undefined, { dateStyle: 'long', timeStyle: 'short' })}
            </time>
          </Text>
        )}
      </Stack>
    </Alert>
  );
}

function DetailsActions({
  prompt,
  onRequest,
  movingTo,
}: Pick<Props, 'onRequest' | 'movingTo'> & { prompt: PromptView }) {
  return (
    <Group justify="space-between" gap="sm">
      <Group gap="sm">
        <PromptStatusActions
          prompt={prompt}
          size="sm"
          pendingTarget={movingTo}
          onMove={(to) => onRequest(prompt, { kind: 'move', to })}
        />
      </Group>
      <Group gap="sm">
        <Button
          component={Link}
          href={`/prompts/${prompt._id}`}
          variant="default"
          size="sm"
          leftSection={<IconExternalLink size={16} aria-hidden />}
        >
          Open page
        </Button>
        <Button
          variant="light"
          color="red"
          size="sm"
          leftSection={<IconTrash size={16} />}
          aria-label={`Delete ${prompt.title}`}
          onClick={() => onRequest(prompt, { kind: 'delete' })}
        >
          Delete
        </Button>
      </Group>
    </Group>
  );
}

function DetailsBody({
  prompt,
  onLightboxChange,
  ...props
}: Omit<Props, 'prompt' | 'onClose' | 'isCovered'> & {
  prompt: PromptView;
  onLightboxChange: (open: boolean) => void;
}) {
  return (
    <Stack gap="lg">
      <Group gap="xs">
        <PromptStatusBadge status={prompt.status} />
        <PromptBadges prompt={prompt} />
      </Group>
      <PromptSettings settings={prompt.settings} />
      <ModeratorReason prompt={prompt} />
      <Group gap="lg" style={{ rowGap: 4 }}>
        <PromptByline prompt={prompt} />
        <Group gap={6} wrap="nowrap" c="dimmed">
          <IconHeart size={16} aria-hidden />
          <Text size="sm">{formatCountOf(prompt.upvotes, 'like')}</Text>
        </Group>
      </Group>
      <PromptDetailSections prompt={prompt} headingOrder={3} onLightboxChange={onLightboxChange} />
      <Divider />
      {props.feedback && (
        <PromptFeedbackAlert feedback={props.feedback} onDismiss={props.onDismissFeedback} />
      )}
      <DetailsActions prompt={prompt} onRequest={props.onRequest} movingTo={props.movingTo} />
    </Stack>
  );
}

/**
 * Focus goes back to what opened the dialog, if it is still there. Mantine
 * would remember the wrong element: it notes the focused one again each
 * time the trap is handed to a dialog above and back.
 */
function useReturnFocus(isOpen: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (isOpen && document.activeElement instanceof HTMLElement) {
      opener.current = document.activeElement;
    }
  }, [isOpen]);
  return () => {
    if (opener.current?.isConnected) opener.current.focus({ preventScroll: true });
    opener.current = null;
  };
}

export function PromptDetailsDialog({ prompt: opened, onClose, isCovered, ...props }: Props) {
  const details = usePromptDetails(opened?._id ?? '');
  const [lightboxOpen, setLightboxOpen] = useState(false);
  // The row's copy at once, the server's fresh one when it comes (and after each change).
  const live = opened && (details.data?._id === opened._id ? details.data : opened);
  // Keep the prompt on screen while the dialog fades out.
  const [shown, setShown] = useState(live);
  if (live && live !== shown) setShown(live);
  const returnFocus = useReturnFocus(opened !== null);
  const isOnTop = !isCovered && !lightboxOpen;
  return (
    <Modal
      opened={opened !== null}
      onClose={onClose}
      size="xl"
      trapFocus={isOnTop}
      closeOnEscape={isOnTop}
      returnFocus={false}
      onExitTransitionEnd={returnFocus}
      title={
        <Text fw={800} size="lg" component="span">
          {shown?.title ?? 'Prompt details'}
        </Text>
      }
    >
      {details.isError && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          title="This prompt is no longer available"
          mb="md"
        >
          Someone may have deleted it. Close this dialog to see the list as it is now.
        </Alert>
      )}
      {shown && <DetailsBody prompt={shown} onLightboxChange={setLightboxOpen} {...props} />}
    </Modal>
  );
}
