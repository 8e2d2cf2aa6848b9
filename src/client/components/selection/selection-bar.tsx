/**
 * What can be done with the selected cards (issue 29), in a bar that stays
 * at the foot of the screen while selecting: add them to one of the
 * member's collections, export them (JSON or CSV, a download link), make
 * them private (the member's own only; otherwise the button is disabled
 * and says why), select the whole page, clear, and stop selecting.
 */
import { Button, Group, Menu, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconFolderPlus, IconLock, IconSquareCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { formatCountOf } from '../../../shared/format.ts';
import type { PromptView } from '../../../shared/prompt-views.ts';
import { useBulkActions } from '../../hooks/use-bulk-actions.ts';
import { useMyCollections } from '../../hooks/use-collections.ts';
import { useCurrentUser } from '../../hooks/use-current-user.ts';
import type { Selection } from '../../hooks/use-selection.ts';
import { selectionExportUrl } from '../../lib/prompt-export-url.ts';
import { serverProblem } from '../../lib/server-problem.ts';
import { ExportMenu } from '../prompt/export-menu.tsx';

interface Props {
  selection: Selection;
  /** The cards on screen, for "Select all on this page". */
  shown: readonly PromptView[];
}

const NOT_OWN_REASON = 'Only your own prompts can be made private.';

export function SelectionBar({ selection, shown }: Props) {
  const { user } = useCurrentUser();
  const collections = useMyCollections(undefined, selection.active);
  const { addToCollection, makePrivate } = useBulkActions();
  const [done, setDone] = useState('');
  const [confirming, setConfirming] = useState(false);
  if (!selection.active) return null;

  const selected = selection.selected;
  const ids = selected.map((prompt) => prompt._id);
  const count = selected.length;
  const own = (prompt: PromptView) => user !== null && prompt.createdBy?._id === user._id;
  const allOwn = count > 0 && selected.every(own);
  const mine = (collections.data ?? []).filter((c) => c.owner._id === user?._id);
  const problem = addToCollection.error ?? makePrivate.error ?? null;
  const busy = addToCollection.isPending || makePrivate.isPending;

  const addTo = (collectionId: string, title: string) => {
    setDone('');
    addToCollection.mutate(
      { id: collectionId, promptIds: ids },
      {
        onSuccess: ({ added }) =>
          setDone(
            added === 0
              ? `All of them were already in ${title}.`
              : `Added ${formatCountOf(added, 'prompt')} to ${title}.`,
          ),
      },
    );
  };
  const hide = () => {
    setDone('');
    makePrivate.mutate(
      { promptIds: ids },
      {
        onSuccess: ({ madePrivate }) => {
          setConfirming(false);
          setDone(`Made ${formatCountOf(madePrivate, 'prompt')} private.`);
        },
        onError: () => setConfirming(false),
      },
    );
  };

  return (
    <Paper
      withBorder
      shadow="md"
      p="sm"
      radius="md"
      pos="sticky"
      bottom={16}
      style={{ zIndex: 20 }}
      role="region"
      aria-label="Selected prompts"
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text fw={600} role="status" aria-live="polite">
            {count === 0
              ? 'Select cards to act on them'
              : `${formatCountOf(count, 'prompt')} selected`}
          </Text>
          <Group gap={4} wrap="nowrap">
            <Button
              variant="subtle"
              size="xs"
              px={6}
              leftSection={<IconSquareCheck size={14} aria-hidden />}
              onClick={() => selection.selectAll(shown)}
              disabled={shown.length === 0}
            >
              Select all on this page
            </Button>
            <Button
              variant="subtle"
              size="xs"
              px={6}
              onClick={selection.clear}
              disabled={count === 0}
            >
              Clear
            </Button>
            <Button variant="default" size="xs" onClick={selection.stop}>
              Done
            </Button>
          </Group>
        </Group>
        <Group gap="xs">
          <Menu position="top-start" withinPortal>
            <Menu.Target>
              <Button
                variant="default"
                leftSection={<IconFolderPlus size={16} aria-hidden />}
                rightSection={<IconChevronDown size={14} aria-hidden />}
                disabled={count === 0 || busy}
              >
                Add to collection
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {collections.isPending && <Menu.Label>Loading your collections…</Menu.Label>}
              {collections.isError && <Menu.Label>Your collections could not be loaded</Menu.Label>}
              {mine.map((collection) => (
                <Menu.Item
                  key={collection._id}
                  onClick={() => addTo(collection._id, collection.title)}
                >
                  {collection.title}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
          <ExportMenu
            label="Export selection"
            href={(format) => selectionExportUrl(format, ids)}
            position="top-start"
            disabled={count === 0}
          />
          <Button
            variant="default"
            leftSection={<IconLock size={16} aria-hidden />}
            disabled={!allOwn || busy}
            aria-describedby={count > 0 && !allOwn ? 'selection-private-reason' : undefined}
            onClick={() => setConfirming(true)}
          >
            Make private
          </Button>
        </Group>
        {count > 0 && !allOwn && (
          <Text size="sm" c="dimmed" id="selection-private-reason">
            {NOT_OWN_REASON}
          </Text>
        )}
        {done && (
          <Text size="sm" c="teal" role="status">
            {done}
          </Text>
        )}
        {problem && (
          <Text size="sm" c="red" role="alert">
            {serverProblem(problem).message ?? 'That did not work. Try again.'}
          </Text>
        )}
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={`Make ${formatCountOf(count, 'prompt')} private?`}
        centered
      >
        <Stack gap="md">
          <Text size="sm">
            Only you will see them. Public ones leave the library at once, and open change requests
            on them are declined. You can submit each for review again later.
          </Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button loading={makePrivate.isPending} onClick={hide}>
              Make private
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
