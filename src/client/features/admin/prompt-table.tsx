/**
 * Manage Prompts' table: Prompt (title, a line of the text, when it was
 * submitted), Author, Category, Model, Status and Actions, with a checkbox
 * on each pending row for the bulk actions. Phones get cards instead
 * (prompt-card-list.tsx); on a screen a little too narrow for every column
 * the table scrolls sideways inside its own frame, never the page.
 */
import { Checkbox, Skeleton, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { creatorDisplayName, formatRelativeDate } from '../../../shared/format.ts';
import type { ModerationTarget } from '../../../shared/prompt-status-transitions.ts';
import type { PromptView } from '../../../shared/prompt-views.ts';
import { ModelBadge } from '../../components/prompt/model-badge.tsx';
import { PromptStatusBadge } from '../../components/prompt/prompt-status-badge.tsx';
import type { PromptRequest } from './prompt-request.ts';
import { PromptRowTools } from './prompt-row-tools.tsx';

const TABLE_MIN_WIDTH = 980;

export interface RowSelection {
  selected: ReadonlySet<string>;
  /** Pending rows on this page: the only ones a bulk action may take. */
  selectable: readonly string[];
  onToggle: (id: string, checked: boolean) => void;
  onToggleAll: (checked: boolean) => void;
}

export interface PromptListProps {
  prompts: PromptView[];
  selection: RowSelection;
  onRequest: (prompt: PromptView, request: PromptRequest) => void;
  /** The row whose status change is in flight, and the status it is moving to. */
  moving: { id: string; to: ModerationTarget } | null;
  /** True while the rows shown are the previous page's, kept until the next arrives. */
  isStale: boolean;
}

function TableFrame({
  head,
  children,
  busy,
}: {
  head: ReactNode;
  children: ReactNode;
  busy: boolean;
}) {
  return (
    <Table.ScrollContainer minWidth={TABLE_MIN_WIDTH} type="native">
      <Table verticalSpacing="sm" highlightOnHover aria-busy={busy}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={44}>{head}</Table.Th>
            <Table.Th>Prompt</Table.Th>
            <Table.Th>Author</Table.Th>
            <Table.Th>Category</Table.Th>
            <Table.Th>Model</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

const SELECT_ALL = 'Select all pending prompts on this page';

/** Ticks every pending row of the page; a visible label where there is room for one. */
export function SelectAllPending({
  selection,
  withLabel = false,
}: {
  selection: RowSelection;
  withLabel?: boolean;
}) {
  const { selected, selectable } = selection;
  const count = selectable.filter((id) => selected.has(id)).length;
  return (
    <Checkbox
      {...(withLabel ? { label: SELECT_ALL } : { 'aria-label': SELECT_ALL })}
      checked={count > 0 && count === selectable.length}
      indeterminate={count > 0 && count < selectable.length}
      disabled={selectable.length === 0}
      onChange={(event) => selection.onToggleAll(event.currentTarget.checked)}
    />
  );
}

/** Badges cut their words short when squeezed: a column keeps room for the whole badge. */
export function Unshrunk({ children }: { children: ReactNode }) {
  return <div style={{ width: 'max-content', flexShrink: 0 }}>{children}</div>;
}

function PromptCell({ prompt }: { prompt: PromptView }) {
  const created = new Date(prompt.createdAt);
  return (
    <Stack gap={2} maw={380}>
      <Text fw={600} size="sm" lineClamp={2}>
        {prompt.title}
      </Text>
      <Text size="xs" c="dimmed" lineClamp={1}>
        {prompt.description}
      </Text>
      <Text size="xs" c="dimmed">
        Submitted <time dateTime={created.toISOString()}>{formatRelativeDate(created)}</time>
      </Text>
    </Stack>
  );
}

function PromptRow({
  prompt,
  selection,
  onRequest,
  moving,
}: Omit<PromptListProps, 'prompts' | 'isStale'> & { prompt: PromptView }) {
  const isSelectable = selection.selectable.includes(prompt._id);
  return (
    <Table.Tr>
      <Table.Td>
        {isSelectable && (
          <Checkbox
            aria-label={`Select ${prompt.title}`}
            checked={selection.selected.has(prompt._id)}
            onChange={(event) => selection.onToggle(prompt._id, event.currentTarget.checked)}
          />
        )}
      </Table.Td>
      <Table.Td>
        <PromptCell prompt={prompt} />
      </Table.Td>
      <Table.Td>
        <Text size="sm">{creatorDisplayName(prompt.createdBy)}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{prompt.category}</Text>
      </Table.Td>
      <Table.Td>
        <Unshrunk>
          <ModelBadge model={prompt.model} />
        </Unshrunk>
      </Table.Td>
      <Table.Td>
        <Unshrunk>
          <PromptStatusBadge status={prompt.status} />
        </Unshrunk>
      </Table.Td>
      <Table.Td>
        <PromptRowTools
          prompt={prompt}
          onRequest={onRequest}
          movingTo={moving?.id === prompt._id ? moving.to : null}
        />
      </Table.Td>
    </Table.Tr>
  );
}

export function PromptTable({ prompts, selection, onRequest, moving, isStale }: PromptListProps) {
  return (
    <div style={{ opacity: isStale ? 0.6 : 1, transition: 'opacity 150ms' }}>
      <TableFrame head={<SelectAllPending selection={selection} />} busy={isStale}>
        {prompts.map((prompt) => (
          <PromptRow
            key={prompt._id}
            prompt={prompt}
            selection={selection}
            onRequest={onRequest}
            moving={moving}
          />
        ))}
      </TableFrame>
    </div>
  );
}

export function PromptTableSkeleton({ rows }: { rows: number }) {
  return (
    <div aria-label="Loading prompts" role="status">
      <TableFrame head={null} busy>
        {Array.from({ length: rows }, (_, index) => (
          <Table.Tr key={index}>
            {Array.from({ length: 7 }, (_, cell) => (
              <Table.Td key={cell}>
                <Skeleton h={cell === 1 ? 44 : 18} w={cell === 0 ? 18 : undefined} radius="sm" />
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </TableFrame>
    </div>
  );
}
