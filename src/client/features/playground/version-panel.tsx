/**
 * Which version of a stored prompt the playground runs (issue 28 item 3),
 * when it was opened from the prompt page's history: the prompt's title
 * (a link back), the version with its status, whether the text below has
 * been edited since, a choice of another version this person may see
 * (which replaces the prompt below), and a second version to compare with
 * on the same model.
 */
import {
  Alert,
  Anchor,
  Badge,
  Group,
  NativeSelect,
  SimpleGrid,
  Skeleton,
  Text,
} from '@mantine/core';
import { useLocation } from 'wouter';
import type { VersionSummaryView } from '../../../shared/prompt-version-views.ts';
import { FetchErrorAlert } from '../../components/fetch-error-alert.tsx';
import {
  VersionStatusBadge,
  versionStatusLabel,
} from '../../components/versions/version-status-badge.tsx';
import { serverProblem } from '../../lib/server-problem.ts';
import {
  type PlaygroundVersion,
  playgroundVersionPath,
} from '../../lib/playground-version-path.ts';
import { PanelCard } from './panel-card.tsx';
import type { PlaygroundDraft } from './playground-draft.ts';
import { usePlaygroundVersion, usePlaygroundVersions } from './playground-versions-api.ts';
import type { VersionCompare } from './use-version-compare.ts';

interface Props {
  version: PlaygroundVersion;
  draft: PlaygroundDraft;
  compare: VersionCompare;
  /** Comparing models: versions wait until that is off. */
  comparingModels: boolean;
  isRunning: boolean;
}

const NONE = '';

function optionOf(version: VersionSummaryView) {
  return {
    value: String(version.number),
    label: `v${version.number} · ${versionStatusLabel(version.status)}`,
  };
}

export function VersionPanel({ version, draft, compare, comparingModels, isRunning }: Props) {
  const [, navigate] = useLocation();
  const current = usePlaygroundVersion(version.promptId, version.number);
  const list = usePlaygroundVersions(version.promptId);

  if (current.isError) {
    return (
      <Alert color="red" title={`v${version.number} could not be opened`}>
        <Text size="sm">
          {serverProblem(current.error).message ?? 'Check your connection and try again.'} The
          playground shows what you had here before.
        </Text>
      </Alert>
    );
  }
  if (!current.data) {
    return <Skeleton h={120} radius="md" role="status" aria-label="Loading the version" />;
  }

  const { content, status } = current.data;
  const edited =
    draft.prompt !== content.description || draft.systemPrompt !== content.systemprompt;
  const versions = list.data ?? [];
  const others = versions.filter((item) => item.number !== version.number);

  return (
    <PanelCard
      title="Version"
      description={
        <>
          Running v{version.number} of{' '}
          <Anchor href={`/prompts/${version.promptId}`} inherit>
            {content.title}
          </Anchor>
          .
        </>
      }
      aside={
        <Group gap="xs">
          <VersionStatusBadge status={status} />
          {edited && (
            <Badge
              color="gray"
              variant="outline"
              title="The prompt below differs from this version"
            >
              Edited
            </Badge>
          )}
        </Group>
      }
    >
      {list.isError ? (
        <FetchErrorAlert
          title="Failed to load the other versions"
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NativeSelect
            label="Version"
            description="Another version replaces the prompt below."
            value={String(version.number)}
            data={versions.length > 0 ? versions.map(optionOf) : [String(version.number)]}
            disabled={isRunning || !list.data}
            onChange={(event) =>
              navigate(playgroundVersionPath(version.promptId, Number(event.currentTarget.value)), {
                replace: true,
              })
            }
          />
          <NativeSelect
            label="Compare with"
            description={
              comparingModels
                ? 'Turn Compare models off to compare two versions.'
                : `Runs both versions on ${draft.model}, side by side.`
            }
            value={compare.otherNumber === null ? NONE : String(compare.otherNumber)}
            data={[{ value: NONE, label: 'No other version' }, ...others.map(optionOf)]}
            disabled={isRunning || comparingModels || !list.data || others.length === 0}
            onChange={(event) => {
              const value = event.currentTarget.value;
              compare.choose(value === NONE ? null : Number(value));
            }}
          />
        </SimpleGrid>
      )}
      {compare.loadError !== null && (
        <Text size="sm" c="red" role="alert">
          {serverProblem(compare.loadError).message ??
            'The other version could not be loaded. Try again.'}
        </Text>
      )}
    </PanelCard>
  );
}
