/**
 * The prompt page's History (decision 043): every version this person may
 * see, newest first (the server decides which: everyone sees the live and
 * earlier approved ones, the owner and admins the rest too), Compare for
 * any two, Try this version (the playground), and Restore for the owner or an admin.
 */
import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { VersionSummaryView } from '../../../shared/prompt-version-views.ts';
import type { PromptView } from '../../../shared/prompt-views.ts';
import { FetchErrorAlert } from '../../components/fetch-error-alert.tsx';
import { type ComparePair, defaultPair } from './compare-choice.ts';
import { RestoreDialog } from './restore-dialog.tsx';
import { VersionCompare } from './version-compare.tsx';
import { VersionRow } from './version-row.tsx';
import { usePromptVersions, useRestoreVersion } from './versions-api.ts';

interface Props {
  prompt: PromptView;
  canEdit: boolean;
  isAdmin: boolean;
}

function HistorySkeleton() {
  return (
    <Stack gap="sm" role="status" aria-label="Loading the history">
      <Skeleton h={72} radius="md" />
      <Skeleton h={72} radius="md" />
    </Stack>
  );
}

function useRestore(prompt: PromptView) {
  const restore = useRestoreVersion(prompt._id);
  const [target, setTarget] = useState<VersionSummaryView | null>(null);
  return {
    target,
    open: (version: VersionSummaryView) => {
      restore.reset();
      setTarget(version);
    },
    cancel: () => setTarget(null),
    confirm: (changeNote: string) => {
      if (!target) return;
      restore.mutate(
        { id: prompt._id, number: target.number, ...(changeNote ? { changeNote } : {}) },
        { onSuccess: () => setTarget(null) },
      );
    },
    isPending: restore.isPending,
    error: restore.error,
  };
}

function VersionList(props: Props & { versions: VersionSummaryView[] }) {
  const { prompt, canEdit, versions } = props;
  const [chosen, setChosen] = useState<ComparePair | null>(null);
  const restore = useRestore(prompt);
  // A chosen version can vanish from the list (withdrawn and no longer shown): start again then.
  const listed = (number: number) => versions.some((version) => version.number === number);
  const pair = chosen && listed(chosen.from) && listed(chosen.to) ? chosen : defaultPair(versions);
  return (
    <Stack gap="lg">
      <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {versions.map((version) => (
          <VersionRow
            key={version.number}
            promptId={prompt._id}
            version={version}
            onRestore={canEdit ? restore.open : null}
          />
        ))}
      </Stack>
      {pair ? (
        <VersionCompare promptId={prompt._id} versions={versions} pair={pair} onPair={setChosen} />
      ) : (
        <Text size="sm" c="dimmed">
          Once this prompt has another version, you can compare them here.
        </Text>
      )}
      <RestoreDialog
        key={restore.target?.number ?? 0}
        target={restore.target}
        goesToReview={prompt.status === 'approved' && !props.isAdmin}
        liveNumber={prompt.version}
        onCancel={restore.cancel}
        onConfirm={restore.confirm}
        isPending={restore.isPending}
        error={restore.error}
      />
    </Stack>
  );
}

export function VersionHistory(props: Props) {
  const versions = usePromptVersions(props.prompt._id);
  let body;
  if (versions.isError && !versions.data) {
    body = (
      <FetchErrorAlert
        title="Failed to load the history"
        error={versions.error}
        onRetry={() => void versions.refetch()}
      />
    );
  } else if (!versions.data) {
    body = <HistorySkeleton />;
  } else if (versions.data.length === 0) {
    body = (
      <Text size="sm" c="dimmed">
        No versions are recorded for this prompt yet. Its next edit starts the history.
      </Text>
    );
  } else {
    body = <VersionList {...props} versions={versions.data} />;
  }
  return (
    <Stack component="section" aria-labelledby="prompt-history" gap="md">
      <Title order={2} size="h3" id="prompt-history">
        History
      </Title>
      {body}
    </Stack>
  );
}
