/**
 * "Offer this change back" on a fork's page, for the fork's owner while the
 * original is approved and someone else's (decision 053): one click opens
 * the change-request form (decision 050) filled with the fork's content and
 * a reason, so sending it is a review away.
 */
import { Button } from '@mantine/core';
import { IconGitPullRequest } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import type { PromptView } from '../../../shared/prompt-views.ts';
import { useCurrentUser } from '../../hooks/use-current-user.ts';
import { useWantedOnce } from '../../hooks/use-wanted-once.ts';
import { useForkOriginal } from './prompt-page-api.ts';

const ProposeChangeDialog = lazy(
  () => import('../../components/change-requests/propose-change-dialog.tsx'),
);

export function OfferBackButton({ prompt }: { prompt: PromptView }) {
  const { user } = useCurrentUser();
  const [opened, setOpened] = useState(false);
  const wanted = useWantedOnce(opened);
  const ownsFork = user !== null && prompt.createdBy?._id === user._id;
  const originId = prompt.forkedFrom?.state === 'shown' ? prompt.forkedFrom._id : null;
  const original = useForkOriginal(ownsFork ? originId : null).data;
  if (!user || !original || original.status !== 'approved') return null;
  if (original.createdBy?._id === user._id) return null;
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconGitPullRequest size={16} aria-hidden />}
        aria-haspopup="dialog"
        onClick={() => setOpened(true)}
      >
        Offer this change back
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <ProposeChangeDialog
            prompt={original}
            from={prompt}
            opened={opened}
            onClose={() => setOpened(false)}
          />
        </Suspense>
      )}
    </>
  );
}
