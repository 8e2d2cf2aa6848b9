/**
 * "Propose a change" on an approved prompt's page, for a signed-in member
 * who is not its owner (decision 050). The form's code is fetched only when
 * first asked for, as the add-to-collection dialog's is.
 */
import { Button } from '@mantine/core';
import { IconGitPullRequest } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import type { PromptView } from '../../../shared/prompt-views.ts';
import { useCurrentUser } from '../../hooks/use-current-user.ts';
import { useWantedOnce } from '../../hooks/use-wanted-once.ts';

const ProposeChangeDialog = lazy(() => import('./propose-change-dialog.tsx'));

export function ProposeChangeButton({ prompt }: { prompt: PromptView }) {
  const { user } = useCurrentUser();
  const [opened, setOpened] = useState(false);
  const wanted = useWantedOnce(opened);
  if (!user || prompt.status !== 'approved' || prompt.createdBy?._id === user._id) return null;
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconGitPullRequest size={16} aria-hidden />}
        aria-haspopup="dialog"
        onClick={() => setOpened(true)}
      >
        Propose a change
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <ProposeChangeDialog prompt={prompt} opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
