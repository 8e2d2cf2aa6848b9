/**
 * A collection's page (/collections/:id): its title, description, owner and
 * savers, and its prompts as the library's cards. Another signed-in member
 * may save it; the owner edits it, takes prompts out, orders them by
 * dragging a card's grip (mouse, finger or pen), with the arrow keys on
 * the grip, or with the Move up and down buttons (use-drag-order.ts), and deletes it (never
 * "Saved"). A signed-in member exports what they see of it (JSON or
 * CSV). The server already answered a private collection with 404 for
 * anyone but its owner and admins; the same "not found" shows here.
 */
import {
  ActionIcon,
  Badge,
  Button,
  Center,
  Container,
  Group,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconBookmark,
  IconBookmarkFilled,
  IconBooks,
  IconFolderOpen,
  IconGripVertical,
  IconPencil,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import { type CSSProperties, useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { showsSaveCount } from '../../../shared/collection-limits.ts';
import { formatCountOf } from '../../../shared/format.ts';
import { collectionPageHead } from '../../../shared/page-heads.ts';
import type { CollectionView } from '../../../shared/collection-views.ts';
import type { PromptView } from '../../../shared/prompt-views.ts';
import { PageNotFound } from '../../components/layout/page-not-found.tsx';
import { ExportMenu } from '../../components/prompt/export-menu.tsx';
import { PromptCard } from '../../components/prompt/prompt-card.tsx';
import { SelectButton } from '../../components/selection/select-button.tsx';
import { SelectionBar } from '../../components/selection/selection-bar.tsx';
import { useSelection } from '../../hooks/use-selection.ts';
import { useCurrentUser } from '../../hooks/use-current-user.ts';
import { useTryPrompt } from '../../hooks/use-try-prompt.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { promptExportUrl } from '../../lib/prompt-export-url.ts';
import { serverProblem } from '../../lib/server-problem.ts';
import { useCollection, useCollectionChanges } from './collection-api.ts';
import { CollectionEditor } from './collection-editor.tsx';
import { useDragOrder } from './use-drag-order.ts';

const VISIBILITY_WORDS = {
  public: 'Public',
  unlisted: 'Unlisted: anyone with the link',
  private: 'Private',
} as const;

type Changes = ReturnType<typeof useCollectionChanges>;

const TITLE_ID = 'collection-title';

function moved(ids: string[], from: number, to: number): string[] {
  const next = [...ids];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** The dragged card fades; the card it would land on is outlined. */
function dropStyle(isDragged: boolean, isOver: boolean): CSSProperties {
  return {
    opacity: isDragged ? 0.5 : 1,
    outline: isOver && !isDragged ? '2px dashed var(--mantine-primary-color-filled)' : undefined,
    outlineOffset: 4,
    borderRadius: 'var(--mantine-radius-md)',
  };
}

/**
 * After a removal the card and its Remove button are gone: the focus, which
 * would fall to the page's body, goes to the next card's Remove (else the
 * previous one's), or to the title when the collection is now empty.
 */
function focusAfterRemoval(neighbourId: string | undefined): void {
  requestAnimationFrame(() => {
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    const next =
      neighbourId === undefined
        ? null
        : document.querySelector<HTMLElement>(`[data-remove="${CSS.escape(neighbourId)}"]`);
    (next ?? document.getElementById(TITLE_ID))?.focus();
  });
}

/** After a move the card's node moved: put the focus back on its grip if it was there. */
function refocusGrip(promptId: string): void {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active.dataset.grip !== promptId) return;
  requestAnimationFrame(() => {
    document.querySelector<HTMLElement>(`[data-grip="${CSS.escape(promptId)}"]`)?.focus();
  });
}

interface OwnerControlsProps {
  collection: CollectionView;
  prompt: PromptView;
  index: number;
  count: number;
  changes: Changes;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
  grip: ReturnType<ReturnType<typeof useDragOrder>['gripProps']>;
}

function OwnerControls({
  collection,
  prompt,
  index,
  count,
  changes,
  onMove,
  onRemove,
  grip,
}: OwnerControlsProps) {
  const busy = changes.reorder.isPending || changes.removeItem.isPending;
  return (
    <Group gap="xs" justify="flex-end">
      {!collection.isDefault && count > 1 && (
        <>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            mr="auto"
            aria-label={`Reorder ${prompt.title}`}
            aria-describedby="collection-reorder-help"
            title="Drag to reorder, or use the arrow keys"
            data-grip={prompt._id}
            {...grip}
            onKeyDown={(event) => !busy && grip.onKeyDown(event)}
          >
            <IconGripVertical size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={`Move ${prompt.title} up`}
            disabled={index === 0}
            aria-disabled={busy || undefined}
            onClick={() => !busy && onMove(index, index - 1)}
          >
            <IconArrowUp size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={`Move ${prompt.title} down`}
            disabled={index === count - 1}
            aria-disabled={busy || undefined}
            onClick={() => !busy && onMove(index, index + 1)}
          >
            <IconArrowDown size={16} aria-hidden />
          </ActionIcon>
        </>
      )}
      <Button
        variant="default"
        size="xs"
        leftSection={<IconX size={14} aria-hidden />}
        aria-label={`Remove ${prompt.title} from this collection`}
        data-remove={prompt._id}
        loading={
          changes.removeItem.isPending && changes.removeItem.variables?.promptId === prompt._id
        }
        onClick={onRemove}
      >
        Remove
      </Button>
    </Group>
  );
}

function SaveCollectionButton({
  collection,
  changes,
}: {
  collection: CollectionView;
  changes: Changes;
}) {
  const saved = collection.saved ?? false;
  const Icon = saved ? IconBookmarkFilled : IconBookmark;
  return (
    <Button
      variant={saved ? 'light' : 'default'}
      leftSection={<Icon size={16} aria-hidden />}
      aria-pressed={saved}
      loading={changes.save.isPending}
      onClick={() => changes.save.mutate({ id: collection._id, saved: !saved })}
    >
      {saved ? 'Saved collection' : 'Save collection'}
    </Button>
  );
}

function DeleteCollection({
  collection,
  changes,
}: {
  collection: CollectionView;
  changes: Changes;
}) {
  const [open, setOpen] = useState(false);
  const [, navigate] = useLocation();
  return (
    <>
      <Button
        variant="default"
        color="red"
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={() => setOpen(true)}
      >
        Delete
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title="Delete this collection?" centered>
        <Stack gap="md">
          <Text size="sm">
            “{collection.title}” goes away for you and everyone who saved it. Its prompts stay in
            the library.
          </Text>
          {changes.remove.error && (
            <Text size="sm" c="red" role="alert">
              {serverProblem(changes.remove.error).message ?? 'It could not be deleted.'}
            </Text>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button
              color="red"
              loading={changes.remove.isPending}
              onClick={() =>
                changes.remove.mutate(
                  { id: collection._id },
                  { onSuccess: () => navigate('/profile?tab=collections') },
                )
              }
            >
              Delete collection
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

function CollectionLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Center mih="60vh" px="md">
      <Stack align="center" ta="center" gap="sm" role="alert">
        <Title order={1} size="h2">
          We could not load this collection
        </Title>
        <Text c="dimmed" maw={440}>
          {serverProblem(error).message ?? 'Check your connection and try again.'}
        </Text>
        <Button onClick={onRetry}>Try again</Button>
      </Stack>
    </Center>
  );
}

export default function CollectionPage() {
  const { id = '' } = useParams<{ id: string }>();
  const query = useCollection(id);
  const changes = useCollectionChanges(id);
  const { user } = useCurrentUser();
  const tryPrompt = useTryPrompt();
  const [, navigate] = useLocation();
  const [editing, setEditing] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const drag = useDragOrder();
  const selection = useSelection();
  usePageTitle(query.data ? collectionPageHead(query.data.collection) : null);

  if (query.isPending) {
    return (
      <Center mih="60vh" role="status" aria-label="Loading the collection">
        <Loader />
      </Center>
    );
  }
  if (query.isError) {
    if (serverProblem(query.error).code === 'NOT_FOUND') return <PageNotFound />;
    return <CollectionLoadError error={query.error} onRetry={() => void query.refetch()} />;
  }

  const { collection, prompts } = query.data;
  const isOwner = user?._id === collection.owner._id;
  const ids = prompts.map((prompt) => prompt._id);
  const moveItem = (from: number, to: number) => {
    const prompt = prompts[from];
    if (!prompt || to < 0 || to >= ids.length || from === to) return;
    changes.reorder.mutate(
      { id: collection._id, promptIds: moved(ids, from, to) },
      {
        onSuccess: () => {
          setAnnouncement(`${prompt.title} moved to position ${to + 1} of ${ids.length}`);
          // The card moved in the page; its grip keeps the focus if it had it.
          refocusGrip(prompt._id);
        },
      },
    );
  };
  const removeItem = (index: number) => {
    const prompt = prompts[index];
    if (!prompt) return;
    const neighbour = prompts[index + 1] ?? prompts[index - 1];
    changes.removeItem.mutate(
      { id: collection._id, promptId: prompt._id },
      {
        onSuccess: () => {
          setAnnouncement(`${prompt.title} removed from this collection`);
          focusAfterRemoval(neighbour?._id);
        },
      },
    );
  };
  const problem = changes.reorder.error ?? changes.removeItem.error ?? changes.save.error ?? null;

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        {editing ? (
          <CollectionEditor
            collection={collection}
            update={changes.update}
            onDone={() => setEditing(false)}
          />
        ) : (
          <Stack gap="xs">
            <Group gap="xs">
              <Badge variant="light" color="gray">
                {VISIBILITY_WORDS[collection.visibility]}
              </Badge>
              <Text size="sm" c="dimmed">
                {formatCountOf(collection.itemCount, 'prompt')}
                {showsSaveCount(collection.visibility) &&
                  ` · ${formatCountOf(collection.saveCount, 'save')}`}
              </Text>
            </Group>
            <Title order={1} id={TITLE_ID} tabIndex={-1}>
              {collection.title}
            </Title>
            {collection.description && (
              <Text c="dimmed" maw={720} style={{ whiteSpace: 'pre-line' }}>
                {collection.description}
              </Text>
            )}
            <Text size="sm">
              By{' '}
              {isOwner ? (
                <Link href="/profile?tab=collections">you</Link>
              ) : (
                <Text span fw={600}>
                  {collection.owner.name || 'a member'}
                </Text>
              )}
            </Text>
          </Stack>
        )}
        <Group gap="xs">
          {user && !isOwner && collection.visibility !== 'private' && (
            <SaveCollectionButton collection={collection} changes={changes} />
          )}
          {isOwner && !editing && (
            <Button
              variant="default"
              leftSection={<IconPencil size={16} aria-hidden />}
              onClick={() => setEditing(true)}
            >
              Edit details
            </Button>
          )}
          {prompts.length > 0 && (
            <Button
              component={Link}
              href={`/library?collection=${encodeURIComponent(collection._id)}`}
              variant="default"
              leftSection={<IconBooks size={16} aria-hidden />}
            >
              Open in library
            </Button>
          )}
          {user && prompts.length > 0 && (
            <ExportMenu label="Export" href={(format) => promptExportUrl(format, collection._id)} />
          )}
          {user && prompts.length > 0 && <SelectButton selection={selection} />}
          {isOwner && !collection.isDefault && (
            <DeleteCollection collection={collection} changes={changes} />
          )}
        </Group>
        {problem && (
          <Text c="red" role="alert">
            {serverProblem(problem).message ?? 'That did not work. Try again.'}
          </Text>
        )}
        <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
        <VisuallyHidden id="collection-reorder-help">
          Drag the card to a new place, or press the arrow keys, Home or End to move it.
        </VisuallyHidden>
        {prompts.length === 0 ? (
          <Center py="xl">
            <Stack align="center" ta="center" gap="sm">
              <IconFolderOpen size={40} aria-hidden />
              <Title order={2} size="h3">
                No prompts here yet
              </Title>
              <Text c="dimmed" maw={420}>
                {isOwner
                  ? 'Add prompts from the library with the folder button on any card.'
                  : 'The owner has not added any public prompts yet.'}
              </Text>
              {isOwner && (
                <Button component={Link} href="/library">
                  Browse Prompts
                </Button>
              )}
            </Stack>
          </Center>
        ) : (
          <SimpleGrid
            cols={{ base: 1, sm: 2, lg: 3 }}
            spacing="lg"
            component="ol"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {prompts.map((prompt, index) => (
              <li
                key={prompt._id}
                {...(isOwner && !collection.isDefault ? drag.dropProps(index, ids, moveItem) : {})}
                style={dropStyle(drag.dragged === prompt._id, drag.over === index)}
              >
                <Stack gap="xs" h="100%">
                  <PromptCard
                    prompt={prompt}
                    onShowDetails={(shown) => navigate(`/prompts/${shown._id}`)}
                    onTry={tryPrompt}
                    selection={selection.cardSelection(prompt)}
                  />
                  {isOwner && (
                    <OwnerControls
                      collection={collection}
                      prompt={prompt}
                      index={index}
                      count={ids.length}
                      changes={changes}
                      onMove={moveItem}
                      onRemove={() => removeItem(index)}
                      grip={drag.gripProps(prompt._id, index, ids.length, moveItem)}
                    />
                  )}
                </Stack>
              </li>
            ))}
          </SimpleGrid>
        )}
        <SelectionBar selection={selection} shown={prompts} />
      </Stack>
    </Container>
  );
}
