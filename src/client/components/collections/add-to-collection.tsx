/**
 * "Add to collection" on a prompt card and the prompt page: a button that
 * opens the dialog of the member's collections. The dialog's code is
 * fetched and the dialog made only when first asked for, so a page of cards
 * carries one button each, no closed dialogs, and the library's first
 * download stays within its budget (decision 016).
 */
import { ActionIcon, Button } from '@mantine/core';
import { IconFolderPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import type { PromptView } from '../../../shared/prompt-views.ts';
import { useWantedOnce } from '../../hooks/use-wanted-once.ts';

const AddToCollectionDialog = lazy(() => import('./add-to-collection-dialog.tsx'));

interface ButtonProps {
  prompt: Pick<PromptView, '_id' | 'title'>;
  size: 'compact' | 'full';
}

export function AddToCollectionButton({ prompt, size }: ButtonProps) {
  const [opened, setOpened] = useState(false);
  const wanted = useWantedOnce(opened);
  const label = `Add ${prompt.title} to a collection`;
  const icon = <IconFolderPlus size={size === 'compact' ? 18 : 16} aria-hidden />;
  return (
    <>
      {size === 'compact' ? (
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={label}
          aria-haspopup="dialog"
          onClick={() => setOpened(true)}
        >
          {icon}
        </ActionIcon>
      ) : (
        <Button
          variant="default"
          leftSection={icon}
          aria-haspopup="dialog"
          onClick={() => setOpened(true)}
        >
          Add to collection
        </Button>
      )}
      {wanted && (
        <Suspense fallback={null}>
          <AddToCollectionDialog prompt={prompt} opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
