/**
 * "Email notifications" in Settings (decision 045): one switch per kind of
 * notification, saved as it is flipped. Everything stays listed under
 * Notifications either way; a hub without a mail server says it sends none.
 */
import { Alert, Card, Group, Loader, Stack, Switch, Text, Title } from '@mantine/core';
import { IconLock, IconMailOff } from '@tabler/icons-react';
import {
  NOTIFICATION_KIND_INFO,
  NOTIFICATION_KINDS,
  SECURITY_NOTICE_KINDS,
  SECURITY_NOTICE_LABELS,
} from '../../../shared/notification-kinds.ts';
import { FetchErrorAlert } from '../../components/fetch-error-alert.tsx';
import { serverProblem } from '../../lib/server-problem.ts';
import {
  useMailConfigured,
  useNotificationSettings,
  useUpdateNotificationSettings,
} from './notification-settings-api.ts';

function NoMailServer() {
  return (
    <Alert color="gray" variant="light" icon={<IconMailOff size={18} aria-hidden />}>
      This hub has no mail server set up, so it sends no emails for now. Your choices are kept for
      when it does.
    </Alert>
  );
}

function SaveState({ update }: { update: ReturnType<typeof useUpdateNotificationSettings> }) {
  if (update.error) {
    return (
      <Text size="sm" c="red" role="alert">
        {serverProblem(update.error).message ?? 'Your choice could not be saved. Try again.'}
      </Text>
    );
  }
  return (
    <Text size="sm" c="dimmed" role="status" aria-live="polite" mih={20}>
      {update.isPending ? 'Saving…' : update.isSuccess ? 'Saved.' : ''}
    </Text>
  );
}

/**
 * Mantine draws a disabled switch grey whether on or off, with a faint
 * label: these must read as on, so the track keeps the on colour (dimmed)
 * with a lock on the thumb, and the label stays readable.
 */
const LOCKED_ON_STYLES = {
  track: {
    backgroundColor: 'var(--mantine-primary-color-filled)',
    borderColor: 'var(--mantine-primary-color-filled)',
    opacity: 0.65,
    cursor: 'not-allowed',
  },
  thumb: { backgroundColor: 'var(--mantine-color-white)', borderColor: 'transparent' },
  label: { color: 'var(--mantine-color-text)', cursor: 'not-allowed' },
};

/**
 * The security notices (decision 047) as switches that are on and cannot
 * move, each saying why, so a member looking for them finds the answer here.
 */
function SecurityNotices() {
  return (
    <Stack gap="sm" mt="xs" role="group" aria-labelledby="security-notices-heading">
      <Stack gap={2}>
        <Text fw={600} id="security-notices-heading">
          Security notices
        </Text>
        <Text size="sm" c="dimmed">
          Always sent, by email and under Notifications, to keep your account safe.
        </Text>
      </Stack>
      {SECURITY_NOTICE_KINDS.map((kind) => (
        <Switch
          key={kind}
          label={SECURITY_NOTICE_LABELS[kind]}
          description="Can't be turned off"
          checked
          disabled
          readOnly
          thumbIcon={<IconLock size={10} color="var(--mantine-primary-color-filled)" aria-hidden />}
          styles={LOCKED_ON_STYLES}
        />
      ))}
    </Stack>
  );
}

export function NotificationSettingsSection() {
  const choices = useNotificationSettings();
  const update = useUpdateNotificationSettings();
  const mail = useMailConfigured();

  return (
    <Card
      component="section"
      id="email-notifications"
      aria-labelledby="email-notifications-heading"
      withBorder
      radius="md"
      padding="lg"
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h3" id="email-notifications-heading">
            Email notifications
          </Title>
          <Text size="sm" c="dimmed">
            Choose what we email you about. Everything still shows under Notifications on the site.
          </Text>
        </Stack>
        {mail === false && <NoMailServer />}
        {choices.isPending && <Loader size="sm" aria-label="Loading your email choices" />}
        {choices.isError && (
          <FetchErrorAlert
            title="Could not load your email choices"
            error={choices.error}
            onRetry={() => void choices.refetch()}
          />
        )}
        {choices.data && (
          <Stack gap="sm">
            {NOTIFICATION_KINDS.map((kind) => (
              <Switch
                key={kind}
                label={NOTIFICATION_KIND_INFO[kind].label}
                checked={choices.data.settings[kind].email}
                onChange={(event) =>
                  update.mutate({ [kind]: { email: event.currentTarget.checked } })
                }
              />
            ))}
            <SecurityNotices />
          </Stack>
        )}
        <Group>
          <SaveState update={update} />
        </Group>
      </Stack>
    </Card>
  );
}
