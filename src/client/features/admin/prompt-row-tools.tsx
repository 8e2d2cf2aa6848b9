/**
 * One prompt's actions in the list (a table row, or a card on a phone): the
 * status moves it allows, then View details and Delete, which every prompt
 * has. View and Delete keep to the far edge, so they line up from row to
 * row whatever moves the status allows.
 */
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconListDetails, IconTrash } from '@tabler/icons-react';
import type { ModerationTarget } from '../../../shared/prompt-status-transitions.ts';
import type { PromptView } from '../../../shared/prompt-views.ts';
import type { PromptRequest } from './prompt-request.ts';
import { PromptStatusActions } from './prompt-status-actions.tsx';

export interface RowToolsProps {
  prompt: PromptView;
  onRequest: (prompt: PromptView, request: PromptRequest) => void;
  /** The status this row is moving to right now, if any. */
  movingTo: ModerationTarget | null;
}

export function PromptRowTools({ prompt, onRequest, movingTo }: RowToolsProps) {
  return (
    <Group gap={6} wrap="nowrap" justify="space-between">
      <Group gap={6} wrap="nowrap">
        <PromptStatusActions
          prompt={prompt}
          pendingTarget={movingTo}
          onMove={(to) => onRequest(prompt, { kind: 'move', to })}
        />
      </Group>
      <Group gap={6} wrap="nowrap">
        <Tooltip label="View details" withArrow>
          <ActionIcon
            variant="default"
            size="md"
            aria-label={`View details of ${prompt.title}`}
            onClick={() => onRequest(prompt, { kind: 'details' })}
          >
            <IconListDetails size={16} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Delete" withArrow>
          <ActionIcon
            variant="light"
            color="red"
            size="md"
            aria-label={`Delete ${prompt.title}`}
            onClick={() => onRequest(prompt, { kind: 'delete' })}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}
