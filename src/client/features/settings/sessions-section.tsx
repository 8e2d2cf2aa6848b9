/**
 * "Where you're signed in" in Settings (decision 047): every session of the
 * member, this device first and marked, each other one with "Sign out",
 * and "Sign out everywhere else". Above it, when the mail server refused
 * the member's address for good, a notice saying so with "Try again".
 */
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconDeviceDesktop, IconMailOff } from '@tabler/icons-react';
import type { SessionView } from '../../../shared/session-views.ts';
import { useCurrentUser } from '../../hooks/use-current-user.ts';
import { serverProblem } from '../../lib/server-problem.ts';
import { useMySessions, useRetryMail, useSessionChanges } from './sessions-api.ts';

const ACTIVE_NOW_MS = 10 * 60 * 1000;

function moment(date: Date): string {
  return date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

function lastUse(date: Date, now = new Date()): string {
  return now.getTime() - date.getTime() < ACTIVE_NOW_MS
    ? 'Active now'
    : `Last used ${moment(date)}`;
}

function SessionCard({ session }: { session: SessionView }) {
  const { end } = useSessionChanges();
  const ending = end.isPending && end.variables?.id === session._id;
  const place = session.addressGroup ? `network ${session.addressGroup}` : 'an unknown network';
  return (
    <Paper withBorder radius="md" p="sm" component="li">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {session.device}
            </Text>
            {session.current && (
              <Badge color="teal.9" variant="filled">
                This device
              </Badge>
            )}
          </Group>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            From {place}
          </Text>
          <Text size="sm" c="dimmed">
            Signed in {moment(session.createdAt)} · {lastUse(session.lastUsedAt)}
          </Text>
        </Stack>
        {!session.current && (
          <Button
            size="xs"
            color="red"
            variant="light"
            style={{ flexShrink: 0 }}
            loading={ending}
            aria-label={`Sign out ${session.device}, ${place}`}
            onClick={() => end.mutate({ id: session._id })}
          >
            Sign out
          </Button>
        )}
      </Group>
    </Paper>
  );
}

function MailRefusedNotice() {
  const { user } = useCurrentUser();
  const retry = useRetryMail();
  if (!user?.mailRefused) return null;
  return (
    <Alert
      id="mail-refused"
      color="red"
      variant="light"
      title={`We can't deliver mail to ${user.email}`}
      icon={<IconMailOff size={20} aria-hidden />}
    >
      <Stack gap="sm">
        <Text size="sm">
          The mail server refused it permanently, so we stopped mailing it, security notices
          included. If the mailbox works again, ask us to try once more.
        </Text>
        <Group>
          <Button
            size="xs"
            variant="default"
            loading={retry.isPending}
            onClick={() => retry.mutate()}
          >
            Try again
          </Button>
        </Group>
        {retry.error && (
          <Text size="sm" c="red" role="alert">
            {serverProblem(retry.error).message ?? 'Could not change this. Please try again.'}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}

function SessionList() {
  const list = useMySessions();
  const { end, endOthers } = useSessionChanges();
  const problem = end.error ?? endOthers.error;
  if (list.isPending) return <Loader size="sm" aria-label="Loading your sessions" />;
  if (list.error) {
    return (
      <Alert color="red" role="alert">
        {serverProblem(list.error).message ?? 'Could not load where you are signed in.'}
      </Alert>
    );
  }
  const others = list.data.sessions.filter((session) => !session.current).length;
  return (
    <Stack gap="sm">
      <Stack component="ul" gap="xs" aria-label="Your sessions" p={0} m={0}>
        {list.data.sessions.map((session) => (
          <SessionCard key={session._id} session={session} />
        ))}
      </Stack>
      {others === 0 && (
        <Text size="sm" c="dimmed">
          You are not signed in anywhere else.
        </Text>
      )}
      {problem && (
        <Alert color="red" role="alert">
          {serverProblem(problem).message ?? 'Could not sign that out. Please try again.'}
        </Alert>
      )}
      <Group>
        <Button
          variant="default"
          color="red"
          disabled={others === 0}
          loading={endOthers.isPending}
          onClick={() => endOthers.mutate()}
        >
          Sign out everywhere else
        </Button>
        <Text size="sm" role="status" aria-live="polite">
          {endOthers.data
            ? `Signed out ${endOthers.data.ended} other ${endOthers.data.ended === 1 ? 'session' : 'sessions'}.`
            : ''}
        </Text>
      </Group>
    </Stack>
  );
}

export function SessionsSection() {
  return (
    <>
      <MailRefusedNotice />
      <Card
        component="section"
        id="sessions"
        aria-labelledby="sessions-heading"
        withBorder
        radius="md"
        padding="lg"
      >
        <Stack gap="md">
          <Stack gap={4}>
            <Group gap="xs">
              <IconDeviceDesktop size={22} aria-hidden />
              <Title order={2} size="h3" id="sessions-heading">
                Where you're signed in
              </Title>
            </Group>
            <Text size="sm" c="dimmed">
              Sign out a device you no longer use or do not recognize. We email you when your
              account is signed in from a new network.
            </Text>
          </Stack>
          <SessionList />
        </Stack>
      </Card>
    </>
  );
}
