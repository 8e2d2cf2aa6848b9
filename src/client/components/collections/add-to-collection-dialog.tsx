/**
 * The Add-to-collection dialog: the member's collections, each a checkbox
 * that is ticked when the collection holds the prompt (ticking adds it,
 * clearing removes it), and a short form for a new collection that takes
 * the prompt at once. Loaded on first use (add-to-collection.tsx).
 */
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  Modal,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { MAX_COLLECTION_TITLE_LENGTH } from '../../../shared/collection-limits.ts';
import type { PromptView } from '../../../shared/prompt-views.ts';
import {
  useCollectionItemChange,
  useCreateCollection,
  useMyCollections,
} from '../../hooks/use-collections.ts';
import { useCurrentUser } from '../../hooks/use-current-user.ts';
import { useOpenedAfterMount } from '../../hooks/use-opened-after-mount.ts';
import { serverProblem } from '../../lib/server-problem.ts';

const VISIBILITY_WORDS = { public: 'Public', unlisted: 'Unlisted', private: 'Private' } as const;

interface DialogProps {
  prompt: Pick<PromptView, '_id' | 'title'>;
  opened: boolean;
  onClose: () => void;
}

function NewCollectionForm({ promptId }: { promptId: string }) {
  const [title, setTitle] = useState('');
  const create = useCreateCollection();
  const { add } = useCollectionItemChange();
  const [problem, setProblem] = useState<string | null>(null);
  const busy = create.isPending || add.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    try {
      const collection = await create.mutateAsync({ title, visibility: 'private' });
      await add.mutateAsync({ id: collection._id, promptId });
      setTitle('');
    } catch (error) {
      const found = serverProblem(error);
      setProblem(found.fields.title ?? found.message ?? 'The collection could not be made.');
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)}>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          label="New collection"
          placeholder="Name it"
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          maxLength={MAX_COLLECTION_TITLE_LENGTH}
          error={problem}
          style={{ flex: 1 }}
          data-autofocus
        />
        <Button type="submit" loading={busy} disabled={title.trim() === ''}>
          Create
        </Button>
      </Group>
    </form>
  );
}

function CollectionChoices({ promptId }: { promptId: string }) {
  const list = useMyCollections(promptId);
  const { user } = useCurrentUser();
  const { add, remove } = useCollectionItemChange();
  const [problem, setProblem] = useState<string | null>(null);
  // The tick a click asked for, shown until the server's list has caught up.
  const [wanted, setWanted] = useState<Record<string, boolean>>({});

  if (list.isPending) {
    return (
      <Group justify="center" py="md" role="status" aria-label="Loading your collections">
        <Loader size="sm" />
      </Group>
    );
  }
  if (list.isError) {
    return (
      <Alert color="red" title="Your collections could not be loaded">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{serverProblem(list.error).message ?? 'Try again in a moment.'}</Text>
          <Button size="xs" variant="default" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }

  // Collections of others the member saved are theirs to read, not to fill.
  const own = list.data.filter((collection) => collection.owner._id === user?._id);
  const toggle = (id: string, tick: boolean) => {
    setProblem(null);
    const change = tick ? add : remove;
    setWanted((before) => ({ ...before, [id]: tick }));
    change.mutate(
      { id, promptId },
      {
        onError: (error) => setProblem(serverProblem(error).message ?? 'That did not work.'),
        // The hook re-read the list before this runs, so the server's tick takes over.
        onSettled: () =>
          setWanted((before) =>
            Object.fromEntries(Object.entries(before).filter(([key]) => key !== id)),
          ),
      },
    );
  };

  return (
    <Stack gap="xs">
      <Stack gap={6} role="group" aria-label="Your collections">
        {own.map((collection) => (
          <Checkbox
            key={collection._id}
            label={collection.title}
            description={`${VISIBILITY_WORDS[collection.visibility]} · ${collection.itemCount} ${
              collection.itemCount === 1 ? 'prompt' : 'prompts'
            }`}
            checked={wanted[collection._id] ?? collection.containsPrompt ?? false}
            onChange={(event) => toggle(collection._id, event.currentTarget.checked)}
          />
        ))}
      </Stack>
      {problem && (
        <Text size="sm" c="red" role="alert">
          {problem}
        </Text>
      )}
    </Stack>
  );
}

export default function AddToCollectionDialog({ prompt, opened, onClose }: DialogProps) {
  // Mounted already open on first use: open on the next frame so the focus goes back on close.
  const shown = useOpenedAfterMount(opened);
  return (
    <Modal opened={shown} onClose={onClose} title="Add to collection" centered>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {prompt.title}
        </Text>
        <CollectionChoices promptId={prompt._id} />
        <NewCollectionForm promptId={prompt._id} />
      </Stack>
    </Modal>
  );
}
