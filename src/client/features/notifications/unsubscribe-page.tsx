/**
 * /unsubscribe, where a notification mail's link opens (decision 045):
 * it names the mail that stops and waits for a click, since mail scanners
 * open links and a GET must never unsubscribe anyone. No sign-in needed;
 * the token is spent once, and a used or unknown one says so.
 */
import { Alert, Anchor, Button, Card, Center, Container, Stack, Text, Title } from '@mantine/core';
import { IconMailOff } from '@tabler/icons-react';
import { Link, useSearchParams } from 'wouter';
import {
  isNotificationKind,
  NOTIFICATION_KIND_INFO,
  type NotificationKind,
} from '../../../shared/notification-kinds.ts';
import { serverProblem } from '../../lib/server-problem.ts';
import { useUnsubscribe } from './notifications-api.ts';

const NO_TOKEN = 'This link is incomplete. Open the link from your email again.';

function kindLabel(kind: NotificationKind | null): string | null {
  return kind ? NOTIFICATION_KIND_INFO[kind].label : null;
}

function Done({ kind }: { kind: NotificationKind }) {
  return (
    <Stack gap="sm" align="center" ta="center" role="status">
      <IconMailOff size={44} color="var(--mantine-color-green-7)" aria-hidden />
      <Text fw={600}>You are unsubscribed.</Text>
      <Text size="sm">
        We will no longer email you when: <strong>{kindLabel(kind)}</strong>. You will still see it
        under Notifications when you sign in.
      </Text>
      <Text size="sm" c="dimmed">
        Changed your mind? Turn it back on in{' '}
        <Anchor component={Link} href="/settings#email-notifications" inherit underline="always">
          Settings
        </Anchor>
        .
      </Text>
    </Stack>
  );
}

function Ask({
  kind,
  onConfirm,
  busy,
}: {
  kind: NotificationKind | null;
  onConfirm: () => void;
  busy: boolean;
}) {
  const label = kindLabel(kind);
  return (
    <Stack gap="md">
      <Text>
        {label ? (
          <>
            Stop emails for: <strong>{label}</strong>
          </>
        ) : (
          'Stop the kind of email this link came in.'
        )}
      </Text>
      <Text size="sm" c="dimmed">
        Only this kind of email stops. Your notifications stay on the site, and you can choose again
        any time in Settings.
      </Text>
      <Button onClick={onConfirm} loading={busy} color="red" variant="light">
        Unsubscribe
      </Button>
    </Stack>
  );
}

export default function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const named = params.get('kind');
  const kind = isNotificationKind(named) ? named : null;
  const unsubscribe = useUnsubscribe();

  const problem = unsubscribe.error ? serverProblem(unsubscribe.error) : null;
  // A refused token (used, unknown) cannot work on a second click; a dropped connection can.
  const refused =
    problem !== null && (problem.code === 'BAD_REQUEST' || Object.keys(problem.fields).length > 0);

  let body;
  if (!token) {
    body = (
      <Alert color="red" role="alert">
        {NO_TOKEN}
      </Alert>
    );
  } else if (unsubscribe.data) {
    body = <Done kind={unsubscribe.data.kind} />;
  } else {
    body = (
      <Stack gap="md">
        {!refused && (
          <Ask
            kind={kind}
            onConfirm={() => unsubscribe.mutate({ token })}
            busy={unsubscribe.isPending}
          />
        )}
        {problem && (
          <Alert color="red" role="alert" title={refused ? 'This link does not work' : undefined}>
            {refused
              ? (problem.message ?? 'This unsubscribe link was already used or is not valid.')
              : (problem.message ??
                'Could not unsubscribe. Check your connection and try again.')}{' '}
            You can also choose your emails in{' '}
            <Anchor
              component={Link}
              href="/settings#email-notifications"
              inherit
              underline="always"
            >
              Settings
            </Anchor>
            .
          </Alert>
        )}
      </Stack>
    );
  }

  return (
    <Container size={480} py={48}>
      <Stack gap="lg">
        <Title order={1} size="h2" ta="center">
          Unsubscribe from emails
        </Title>
        <Card withBorder radius="md" padding="lg">
          {body}
        </Card>
        <Center>
          <Anchor component={Link} href="/">
            ← Back to the library
          </Anchor>
        </Center>
      </Stack>
    </Container>
  );
}
