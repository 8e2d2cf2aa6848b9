/**
 * Recent Platform Activity: the latest entries of the audit log, each
 * saying who did what to what and how long ago (the exact time on hover),
 * with the moderator's reason when they gave one.
 */
import { Stack, Text, ThemeIcon, Group } from '@mantine/core';
import {
  IconCircleCheck,
  IconFileImport,
  IconCircleX,
  IconEye,
  IconEyeOff,
  IconKey,
  IconKeyOff,
  IconTrash,
  IconUserCog,
  IconUserShield,
  IconWebhook,
  IconWebhookOff,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { AuditAction, AuditEntryView } from '../../../shared/admin-views.ts';
import { describeActivity, exactTime, relativeTime } from './dashboard-activity-line.ts';
import { DashboardPanel } from './dashboard-panel.tsx';

const ICONS: Record<AuditAction, { icon: ComponentType<{ size: number }>; color: string }> = {
  'prompt.approve': { icon: IconCircleCheck, color: 'green' },
  'prompt.reject': { icon: IconCircleX, color: 'red' },
  'prompt.disable': { icon: IconEyeOff, color: 'gray' },
  'prompt.enable': { icon: IconEye, color: 'teal' },
  'prompt.delete': { icon: IconTrash, color: 'red' },
  'prompt.version.approve': { icon: IconCircleCheck, color: 'green' },
  'prompt.version.reject': { icon: IconCircleX, color: 'red' },
  'prompt.import': { icon: IconFileImport, color: 'blue' },
  'user.role': { icon: IconUserCog, color: 'indigo' },
  'user.grant': { icon: IconUserShield, color: 'indigo' },
  'user.enable': { icon: IconEye, color: 'teal' },
  'user.disable': { icon: IconEyeOff, color: 'gray' },
  'user.delete': { icon: IconTrash, color: 'red' },
  'user.plan': { icon: IconUserCog, color: 'grape' },
  'user.plan-request.decline': { icon: IconCircleX, color: 'gray' },
  'user.reset-link': { icon: IconKey, color: 'orange' },
  'apiKey.create': { icon: IconKey, color: 'blue' },
  'apiKey.revoke': { icon: IconKeyOff, color: 'gray' },
  'apiKey.adminRevoke': { icon: IconKeyOff, color: 'red' },
  'webhook.create': { icon: IconWebhook, color: 'blue' },
  'webhook.update': { icon: IconWebhook, color: 'indigo' },
  'webhook.delete': { icon: IconWebhookOff, color: 'red' },
};

function ActivityItem({ entry }: { entry: AuditEntryView }) {
  const { icon: Icon, color } = ICONS[entry.action];
  const at = new Date(entry.createdAt);
  return (
    <Group component="li" align="flex-start" wrap="nowrap" gap="sm">
      <ThemeIcon size={28} radius="xl" variant="light" color={color} aria-hidden>
        <Icon size={16} />
      </ThemeIcon>
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {describeActivity(entry)}
        </Text>
        {entry.reason && (
          <Text size="xs" c="dimmed" fs="italic" style={{ overflowWrap: 'anywhere' }}>
            Reason: {entry.reason}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          <time dateTime={at.toISOString()} title={exactTime(at)}>
            {relativeTime(at)}
          </time>
        </Text>
      </Stack>
    </Group>
  );
}

export function DashboardActivity({ entries }: { entries: AuditEntryView[] }) {
  return (
    <DashboardPanel title="Recent Platform Activity">
      {entries.length === 0 ? (
        <Text c="dimmed" size="sm">
          No recent activity
        </Text>
      ) : (
        <Stack component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
          {entries.map((entry) => (
            <ActivityItem key={entry._id} entry={entry} />
          ))}
        </Stack>
      )}
    </DashboardPanel>
  );
}
