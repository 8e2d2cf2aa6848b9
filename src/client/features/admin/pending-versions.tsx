/**
 * Manage Prompts' queue of edits to approved prompts (decision 043): each
 * pending version with its diff against the live one, side by side, and
 * Approve (it goes live at once) or Reject with a reason.
 */
import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { PendingVersionView } from '../../../shared/prompt-version-views.ts';
import { RelativeDate } from '../../components/relative-date.tsx';
import { VersionDiff } from '../../components/versions/version-diff.tsx';
import { serverProblem } from '../../lib/server-problem.ts';
import { useDecideVersion } from './manage-prompts-api.ts';
import { VersionRejectDialog } from './version-reject-dialog.tsx';

interface Props {
  items: readonly PendingVersionView[];
  total: number;
}

type Target = { id: string; title: string; number: number };

function PendingVersionCard({
  item,
  onApprove,
  onReject,
  busy,
}: {
  item: PendingVersionView;
  onApprove: () => void;
  onReject: () => void;
  busy: boolean;
}) {
  const { prompt, version, diff } = item;
  return (
    <Card component="li" withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
              <Anchor component={Link} href={`/prompts/${prompt._id}`} inherit>
                {prompt.title}
              </Anchor>
            </Title>
            <Text size="sm" c="dimmed">
              Edit v{version.number} by {version.author?.name ?? 'a former member'} ·{' '}
              <RelativeDate date={version.createdAt} /> · compared with live v{diff.from}
            </Text>
            {version.changeNote && (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                <strong>Change note:</strong> {version.changeNote}
              </Text>
            )}
          </Stack>
          <Group gap="xs">
            <Button
              color="green"
              size="xs"
              leftSection={<IconCheck size={14} aria-hidden />}
              onClick={onApprove}
              loading={busy}
              aria-label={`Approve v${version.number} of ${prompt.title}`}
            >
              Approve
            </Button>
            <Button
              color="red"
              variant="light"
              size="xs"
              leftSection={<IconX size={14} aria-hidden />}
              onClick={onReject}
              disabled={busy}
              aria-label={`Reject v${version.number} of ${prompt.title}`}
            >
              Reject
            </Button>
          </Group>
        </Group>
        <VersionDiff
          changes={diff.changes}
          fromLabel={`v${diff.from} · Live`}
          toLabel={`v${diff.to} · Waiting for review`}
          headingOrder={4}
        />
      </Stack>
    </Card>
  );
}

export function PendingVersions({ items, total }: Props) {
  const decide = useDecideVersion();
  const [rejecting, setRejecting] = useState<Target | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const problem = decide.error
    ? (serverProblem(decide.error).message ?? 'The decision was not saved. Try again.')
    : null;
  const approve = (target: Target) => {
    setDone(null);
    decide.mutate(
      { id: target.id, number: target.number, status: 'approved' },
      {
        onSuccess: () =>
          setDone(`Approved v${target.number} of "${target.title}": it is live now.`),
      },
    );
  };
  const reject = (reason: string) => {
    if (!rejecting) return;
    const target = rejecting;
    decide.mutate(
      { id: target.id, number: target.number, status: 'rejected', reason },
      {
        onSuccess: () => {
          setRejecting(null);
          setDone(`Rejected v${target.number} of "${target.title}"; the live version stays.`);
        },
      },
    );
  };
  if (items.length === 0 && !done) return null;
  return (
    <Stack component="section" aria-labelledby="pending-edits" gap="sm">
      <Title order={2} size="h4" id="pending-edits">
        Edits waiting for review ({total})
      </Title>
      <div role="status" aria-live="polite">
        {done && (
          <Alert color="green" variant="light" withCloseButton onClose={() => setDone(null)}>
            {done}
          </Alert>
        )}
      </div>
      {problem && !rejecting && (
        <Alert color="red" variant="light" role="alert">
          {problem}
        </Alert>
      )}
      <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {items.map((item) => {
          const target = {
            id: item.prompt._id,
            title: item.prompt.title,
            number: item.version.number,
          };
          const busy =
            decide.isPending &&
            decide.variables?.id === target.id &&
            decide.variables.number === target.number;
          return (
            <PendingVersionCard
              key={`${target.id}-${target.number}`}
              item={item}
              busy={busy}
              onApprove={() => approve(target)}
              onReject={() => {
                decide.reset();
                setRejecting(target);
              }}
            />
          );
        })}
      </Stack>
      <VersionRejectDialog
        target={rejecting}
        onCancel={() => setRejecting(null)}
        onConfirm={reject}
        isPending={decide.isPending}
        problem={rejecting ? problem : null}
      />
    </Stack>
  );
}
