/**
 * One line of a prompt's history: number, status, author, when, the change
 * note, Try this version (the playground with that version's content), and Restore.
 */
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPlayerPlay, IconRestore } from '@tabler/icons-react';
import { Link } from 'wouter';
import { playgroundVersionPath } from '../../lib/playground-version-path.ts';
import type { VersionSummaryView } from '../../../shared/prompt-version-views.ts';
import { RelativeDate } from '../../components/relative-date.tsx';
import { VersionStatusBadge } from '../../components/versions/version-status-badge.tsx';

/** Versions whose content can become the next one (the server says the same). */
export function canRestore(version: VersionSummaryView): boolean {
  return version.status !== 'live' && version.status !== 'pending';
}

interface Props {
  promptId: string;
  version: VersionSummaryView;
  onRestore: ((version: VersionSummaryView) => void) | null;
}

export function VersionRow({ promptId, version, onRestore }: Props) {
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={700}>v{version.number}</Text>
            <VersionStatusBadge status={version.status} />
          </Group>
          <Text size="sm" c="dimmed">
            {version.author ? `by ${version.author.name}` : 'by a former member'} ·{' '}
            <RelativeDate date={version.createdAt} />
          </Text>
          {version.changeNote ? (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {version.changeNote}
            </Text>
          ) : (
            <Text size="sm" c="dimmed" fs="italic">
              {version.kind === 'initial' ? 'First version' : 'No change note'}
            </Text>
          )}
          {version.reviewReason && (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              <strong>Moderator&apos;s reason:</strong> {version.reviewReason}
            </Text>
          )}
        </Stack>
        <Stack gap={6} align="stretch" style={{ flexShrink: 0 }}>
          <Button
            component={Link}
            href={playgroundVersionPath(promptId, version.number)}
            variant="light"
            size="xs"
            leftSection={<IconPlayerPlay size={14} aria-hidden />}
            aria-label={`Try this version: v${version.number}`}
          >
            Try this version
          </Button>
          {onRestore && canRestore(version) && (
            <Button
              variant="default"
              size="xs"
              leftSection={<IconRestore size={14} aria-hidden />}
              onClick={() => onRestore(version)}
              aria-label={`Restore v${version.number}`}
            >
              Restore
            </Button>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
