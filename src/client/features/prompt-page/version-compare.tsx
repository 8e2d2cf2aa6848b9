/**
 * Compare: any two versions the person may see, chosen in two lists, shown
 * side by side (stacked on a phone) with the changed words marked. The
 * diff is the server's (shared/prompt-version-diff.ts).
 */
import { Button, Group, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import type { VersionSummaryView } from '../../../shared/prompt-version-views.ts';
import { FetchErrorAlert } from '../../components/fetch-error-alert.tsx';
import { VersionDiff } from '../../components/versions/version-diff.tsx';
import { versionStatusLabel } from '../../components/versions/version-status-badge.tsx';
import type { ComparePair } from './compare-choice.ts';
import { useVersionDiff } from './versions-api.ts';

interface Props {
  promptId: string;
  versions: readonly VersionSummaryView[];
  pair: ComparePair;
  onPair: (pair: ComparePair) => void;
}

function sideLabel(versions: readonly VersionSummaryView[], number: number): string {
  const version = versions.find((candidate) => candidate.number === number);
  return version ? `v${number} · ${versionStatusLabel(version.status)}` : `v${number}`;
}

function CompareResult({ promptId, versions, pair }: Omit<Props, 'onPair'>) {
  const diff = useVersionDiff(promptId, pair.from, pair.to);
  if (pair.from === pair.to) {
    return null;
  }
  if (diff.isError) {
    return (
      <FetchErrorAlert
        title="Failed to compare the versions"
        error={diff.error}
        onRetry={() => void diff.refetch()}
      />
    );
  }
  if (!diff.data) {
    return (
      <Stack gap="sm" role="status" aria-label="Comparing the versions">
        <Skeleton h={18} w={120} />
        <Skeleton h={90} />
        <Skeleton h={18} w={160} />
        <Skeleton h={90} />
      </Stack>
    );
  }
  return (
    <VersionDiff
      changes={diff.data.changes}
      fromLabel={sideLabel(versions, pair.from)}
      toLabel={sideLabel(versions, pair.to)}
      headingOrder={4}
    />
  );
}

export function VersionCompare({ promptId, versions, pair, onPair }: Props) {
  const options = versions.map((version) => ({
    value: String(version.number),
    label: sideLabel(versions, version.number),
  }));
  const pick = (side: keyof ComparePair) => (value: string | null) => {
    if (value) onPair({ ...pair, [side]: Number(value) });
  };
  return (
    <Stack gap="md">
      <Title order={3} size="h4">
        Compare versions
      </Title>
      <Group align="flex-end" gap="sm">
        <Select
          label="Earlier"
          data={options}
          value={String(pair.from)}
          onChange={pick('from')}
          allowDeselect={false}
          w={{ base: '100%', xs: 200 }}
        />
        <Button
          variant="subtle"
          color="gray"
          onClick={() => onPair({ from: pair.to, to: pair.from })}
          leftSection={<IconArrowsExchange size={16} aria-hidden />}
        >
          Swap
        </Button>
        <Select
          label="Later"
          data={options}
          value={String(pair.to)}
          onChange={pick('to')}
          allowDeselect={false}
          w={{ base: '100%', xs: 200 }}
        />
      </Group>
      {pair.from === pair.to && (
        <Text size="sm" c="dimmed">
          Choose two different versions to see what changed.
        </Text>
      )}
      <CompareResult promptId={promptId} versions={versions} pair={pair} />
    </Stack>
  );
}
