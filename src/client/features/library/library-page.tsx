/**
 * The prompt library (PRODUCT_SPEC section 2 "Library"): search and filters
 * in the URL, the count line, the card grid with loading, empty and error
 * states, the page-size selector and the pager, and the details modal.
 */
import {
  Alert,
  Button,
  Container,
  Group,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { lazy, Suspense } from 'react';
import { DEFAULT_LIBRARY_PAGE_SIZE, LIBRARY_PAGE_SIZES } from '../../../shared/library-limits.ts';
import type { PromptView } from '../../../shared/prompt-views.ts';
import { LoadBoundary } from '../../components/load-boundary.tsx';
import { PromptCard } from '../../components/prompt/prompt-card.tsx';
import { SelectButton } from '../../components/selection/select-button.tsx';
import { useCurrentUser } from '../../hooks/use-current-user.ts';
import { useSelection } from '../../hooks/use-selection.ts';
import { useTryPrompt } from '../../hooks/use-try-prompt.ts';
import { useWantedOnce } from '../../hooks/use-wanted-once.ts';
import { serverProblem } from '../../lib/server-problem.ts';
import { CollectionFilterChip } from './collection-filter-chip.tsx';
import { countLine } from './count-line.ts';
import { SortSelect } from './sort-select.tsx';
import { SpellingNotice } from './spelling-notice.tsx';
import { useLibraryPage } from './library-api.ts';
import { LibraryEmptyState } from './library-empty-state.tsx';
import { LibraryFilterBar } from './library-filter-bar.tsx';
import { Pager } from '../../components/layout/pager.tsx';
import { useLibraryFilters } from './use-library-filters.ts';

/**
 * Its own chunk, loaded when a prompt is first opened: a dialog brings
 * focus trapping and scroll locking the list itself does not need (the
 * library's JavaScript budget, decision 016).
 */
/** Its own chunk too: only a member who starts selecting needs the bar's menus and dialog. */
const SelectionBar = lazy(() =>
  import('../../components/selection/selection-bar.tsx').then((module) => ({
    default: module.SelectionBar,
  })),
);

const PromptDetailsModal = lazy(() =>
  import('./prompt-details-modal.tsx').then((module) => ({ default: module.PromptDetailsModal })),
);

function CardSkeletons({ count }: { count: number }) {
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, lg: 3 }}
      spacing="lg"
      aria-busy="true"
      aria-label="Loading prompts"
    >
      {Array.from({ length: Math.min(count, 6) }, (_, index) => (
        <Skeleton key={index} h={420} radius="md" />
      ))}
    </SimpleGrid>
  );
}

export default function LibraryPage() {
  const { filters, setFilters, setPage, openPrompt, closePrompt, clearFilters, searchLiterally } =
    useLibraryFilters();
  const query = useLibraryPage({
    search: filters.search || undefined,
    category: filters.category || undefined,
    model: filters.model || undefined,
    collection: filters.collection || undefined,
    sort: filters.sort || undefined,
    literal: filters.literal || undefined,
    page: filters.page,
    limit: filters.limit,
  });
  const tryPrompt = useTryPrompt();
  const { user } = useCurrentUser();
  const selection = useSelection();
  const data = query.data;
  const shown = data?.prompts ?? [];
  const pagination = data?.pagination;
  const hasFilters = Boolean(
    filters.search || filters.category || filters.model || filters.collection,
  );
  const collectionTitle =
    data?.collection && data.collection._id === filters.collection ? data.collection.title : null;
  const collectionMissing =
    filters.collection !== '' && serverProblem(query.error).code === 'NOT_FOUND';
  // A refusal (a collection not found, no connection) is said below the line, not "Loading".
  let statusLine = 'Loading prompts…';
  if (pagination) statusLine = countLine(shown.length, pagination, hasFilters);
  else if (query.isError) statusLine = '';

  const changePage = (page: number) => {
    setPage(page);
    window.scrollTo({ top: 0 });
  };
  const showDetails = (prompt: PromptView) => openPrompt(prompt._id);
  // Rendered from the first opening on, so the dialog can also play its closing.
  const detailsWanted = useWantedOnce(filters.promptId !== '');

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Prompt Library</Title>
          <Text c="dimmed">
            Browse prompts for text and image models, then try any of them in the playground.
          </Text>
        </Stack>
        <LibraryFilterBar filters={filters} onChange={setFilters} />
        {filters.collection && (
          <CollectionFilterChip
            title={collectionTitle}
            onRemove={() => setFilters({ collection: '' })}
          />
        )}
        {/* The cards' titles are level 3: this keeps the outline in order for screen readers. */}
        <VisuallyHidden component="h2">Prompts</VisuallyHidden>
        {data?.correctedSearch && (
          <SpellingNotice
            corrected={data.correctedSearch}
            typed={filters.search}
            onSearchTyped={searchLiterally}
          />
        )}
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed" role="status" aria-live="polite">
            {statusLine}
          </Text>
          <Group gap="sm">
            {user && <SelectButton selection={selection} />}
            <SortSelect
              isSearching={filters.search.trim() !== ''}
              sort={filters.sort}
              onChange={(sort) => setFilters({ sort })}
            />
            <Select
              aria-label="Prompts per page"
              data={LIBRARY_PAGE_SIZES.map((size) => ({
                value: String(size),
                label: `${size} per page`,
              }))}
              value={String(filters.limit)}
              onChange={(value) =>
                setFilters({ limit: Number(value ?? DEFAULT_LIBRARY_PAGE_SIZE) })
              }
              allowDeselect={false}
              w={140}
              comboboxProps={{ zIndex: 300 }}
            />
          </Group>
        </Group>
        {collectionMissing ? (
          <Alert color="yellow" title="Collection not found">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">
                It may have been deleted or made private. The rest of the library is still here.
              </Text>
              <Button variant="default" onClick={() => setFilters({ collection: '' })}>
                Show all prompts
              </Button>
            </Stack>
          </Alert>
        ) : query.isError && !data ? (
          <Alert color="red" title="We could not load prompts">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">Check your connection and try again.</Text>
              <Button variant="white" color="red" onClick={() => void query.refetch()}>
                Try again
              </Button>
            </Stack>
          </Alert>
        ) : !data ? (
          <CardSkeletons count={filters.limit} />
        ) : shown.length === 0 && data.pagination.totalPrompts > 0 ? (
          <LibraryEmptyState
            kind="past-the-end"
            lastPage={data.pagination.totalPages}
            onGoToPage={changePage}
          />
        ) : shown.length === 0 ? (
          <LibraryEmptyState kind="no-match" hasFilters={hasFilters} onClear={clearFilters} />
        ) : (
          <SimpleGrid
            cols={{ base: 1, sm: 2, lg: 3 }}
            spacing="lg"
            style={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
            aria-busy={query.isPlaceholderData}
          >
            {shown.map((prompt) => (
              <PromptCard
                key={prompt._id}
                prompt={prompt}
                onShowDetails={showDetails}
                onTry={tryPrompt}
                selection={selection.cardSelection(prompt)}
              />
            ))}
          </SimpleGrid>
        )}
        {pagination && (
          <Pager page={filters.page} totalPages={pagination.totalPages} onChange={changePage} />
        )}
        {selection.active && (
          <LoadBoundary>
            <Suspense fallback={null}>
              <SelectionBar selection={selection} shown={shown} />
            </Suspense>
          </LoadBoundary>
        )}
      </Stack>
      {detailsWanted && (
        <LoadBoundary>
          <Suspense fallback={null}>
            <PromptDetailsModal
              promptId={filters.promptId}
              initial={shown.find((prompt) => prompt._id === filters.promptId)}
              onClose={closePrompt}
              onTry={tryPrompt}
            />
          </Suspense>
        </LoadBoundary>
      )}
    </Container>
  );
}
