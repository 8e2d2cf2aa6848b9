/**
 * Manage Prompts (PRODUCT_SPEC "Admin Manage Prompts", sections 4, 5, 8, 9):
 * the review queue by default, filters in the URL, the count line, the
 * table with the actions each status allows, bulk approve and reject, the
 * details, reason and delete dialogs, the page-size selector and the pager.
 * The review queue also lists edits of approved prompts with their diff
 * against the live version (decision 043).
 */
import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import type { AdminPromptPage } from '../../../shared/admin-views.ts';
import { Pager } from '../../components/layout/pager.tsx';
import { useAdminPromptPage } from './manage-prompts-api.ts';
import { PendingVersions } from './pending-versions.tsx';
import { PageSizeSelect } from './page-size-select.tsx';
import { PromptBulkBar } from './prompt-bulk-bar.tsx';
import { PromptCardList, PromptCardSkeletons } from './prompt-card-list.tsx';
import { PromptDeleteDialog } from './prompt-delete-dialog.tsx';
import { PromptDetailsDialog } from './prompt-details-dialog.tsx';
import { PromptFeedbackAlert } from './prompt-feedback-alert.tsx';
import { PromptFilterBar } from './prompt-filters.tsx';
import { PromptListEmpty, PromptListError } from './prompt-list-states.tsx';
import { PromptReasonDialog } from './prompt-reason-dialog.tsx';
import { PromptTable, PromptTableSkeleton } from './prompt-table.tsx';
import { promptsCountLine } from './prompts-count-line.ts';
import { type PromptFilters, usePromptFilters } from './use-prompt-filters.ts';
import { usePromptModeration } from './use-prompt-moderation.ts';
import { usePromptSelection } from './use-prompt-selection.ts';

const SKELETON_ROWS = 6;
/** Below this width (Mantine's sm) prompts show as cards rather than a wide table. */
const PHONE_QUERY = '(max-width: 48em)';

function usePromptList(filters: PromptFilters) {
  return useAdminPromptPage({
    status: filters.status === 'all' ? undefined : filters.status,
    category: filters.category || undefined,
    model: filters.model || undefined,
    search: filters.search || undefined,
    page: filters.page,
    limit: filters.limit,
  });
}

/** The count line; with no new prompts but edits in the queue, it counts the edits instead. */
function countText(
  shown: number,
  pagination: AdminPromptPage['pagination'],
  isPlainQueue: boolean,
  edits: number,
): string {
  if (isPlainQueue && edits > 0 && pagination.totalPrompts === 0) {
    return `${edits} ${edits === 1 ? 'edit' : 'edits'} waiting for review`;
  }
  return promptsCountLine(shown, pagination, { isPlainQueue });
}

function ListBody({
  list,
  filters,
  onFilters,
  onPage,
  isPhone,
  children,
}: {
  list: ReturnType<typeof usePromptList>;
  isPhone: boolean;
  filters: PromptFilters;
  onFilters: ReturnType<typeof usePromptFilters>['setFilters'];
  onPage: (page: number) => void;
  children: (page: AdminPromptPage) => ReactNode;
}) {
  const data = list.data;
  if (list.isError && !data) {
    return (
      <PromptListError
        error={list.error}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  }
  if (!data) {
    return isPhone ? (
      <PromptCardSkeletons count={SKELETON_ROWS} />
    ) : (
      <PromptTableSkeleton rows={SKELETON_ROWS} />
    );
  }
  const { totalPrompts, totalPages } = data.pagination;
  if (data.prompts.length > 0) return children(data);
  if (totalPrompts > 0) {
    return <PromptListEmpty kind="past-the-end" lastPage={totalPages} onGoToPage={onPage} />;
  }
  const hasOtherFilters = Boolean(filters.category || filters.model || filters.search);
  const showAll = () => onFilters({ status: 'all' });
  if (filters.status === 'pending' && !hasOtherFilters) {
    if ((data.pendingVersionsTotal ?? 0) > 0) {
      return (
        <Text size="sm" c="dimmed">
          No new prompts are waiting for review.
        </Text>
      );
    }
    return <PromptListEmpty kind="queue-empty" onShowAll={showAll} />;
  }
  return (
    <PromptListEmpty
      kind="no-match"
      onClearFilters={
        hasOtherFilters ? () => onFilters({ category: '', model: '', search: '' }) : null
      }
      onShowAll={filters.status === 'all' ? null : showAll}
    />
  );
}

export default function ManagePromptsPage() {
  const { filters, setFilters, setPage } = usePromptFilters();
  const list = usePromptList(filters);
  const rows = list.data?.prompts ?? [];
  const selection = usePromptSelection(JSON.stringify(filters), rows);
  const moderation = usePromptModeration(selection);
  const isPhone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const PromptList = isPhone ? PromptCardList : PromptTable;
  const pagination = list.data?.pagination;
  const edits = list.data?.pendingVersionsTotal ?? 0;
  const isPlainQueue =
    filters.status === 'pending' && !filters.category && !filters.model && !filters.search;

  const changePage = (page: number) => {
    setPage(page);
    window.scrollTo({ top: 0 });
  };

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Manage Prompts</Title>
          <Text c="dimmed">
            Review new submissions, and approve, reject, disable, enable or delete any prompt.
          </Text>
        </Stack>
        <PromptFilterBar filters={filters} onChange={setFilters} />
        {moderation.feedback && !moderation.details && (
          <PromptFeedbackAlert
            feedback={moderation.feedback}
            onDismiss={moderation.dismissFeedback}
          />
        )}
        <Text size="sm" c="dimmed" role="status" aria-live="polite">
          {pagination
            ? countText(rows.length, pagination, isPlainQueue, edits)
            : 'Loading prompts…'}
        </Text>
        {list.data?.pendingVersions && (
          <PendingVersions
            items={list.data.pendingVersions}
            total={list.data.pendingVersionsTotal ?? list.data.pendingVersions.length}
          />
        )}
        {selection.selectable.length > 0 && (
          <PromptBulkBar
            count={selection.selected.size}
            onApprove={moderation.bulk.approve}
            onReject={moderation.bulk.reject}
            onClear={selection.clear}
            isApproving={moderation.bulk.isApproving}
          />
        )}
        <ListBody
          list={list}
          filters={filters}
          onFilters={setFilters}
          onPage={changePage}
          isPhone={isPhone}
        >
          {(page) => (
            <PromptList
              prompts={page.prompts}
              selection={selection}
              onRequest={moderation.request}
              moving={moderation.moving}
              isStale={list.isPlaceholderData}
            />
          )}
        </ListBody>
        <Group justify="space-between" align="flex-end" gap="md">
          <PageSizeSelect value={filters.limit} onChange={(limit) => setFilters({ limit })} />
          {pagination && (
            <Pager page={filters.page} totalPages={pagination.totalPages} onChange={changePage} />
          )}
        </Group>
      </Stack>
      <PromptDetailsDialog
        prompt={moderation.details}
        onClose={moderation.closeDetails}
        onRequest={moderation.request}
        movingTo={
          moderation.moving?.id === moderation.details?._id ? (moderation.moving?.to ?? null) : null
        }
        feedback={moderation.feedback}
        onDismissFeedback={moderation.dismissFeedback}
        isCovered={moderation.reason.target !== null || moderation.deletion.target !== null}
      />
      <PromptReasonDialog
        target={moderation.reason.target}
        onCancel={moderation.reason.cancel}
        onConfirm={moderation.reason.confirm}
        isPending={moderation.reason.isPending}
        problem={moderation.reason.problem}
      />
      <PromptDeleteDialog
        prompt={moderation.deletion.target}
        onCancel={moderation.deletion.cancel}
        onConfirm={moderation.deletion.confirm}
        isPending={moderation.deletion.isPending}
        problem={moderation.deletion.problem}
      />
    </Container>
  );
}
