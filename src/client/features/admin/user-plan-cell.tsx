/**
 * A member's plan on Manage Users: its name, Trial while trialing, and an
 * open plan request with the note (decision 032).
 */
import { Badge, Stack, Text } from '@mantine/core';
import type { AdminUserView } from '../../../shared/admin-views.ts';
import { SUBSCRIPTION_STATE_LABELS } from '../../lib/subscription-text.ts';

export function UserPlanCell({ user }: { user: AdminUserView }) {
  const { status } = user.subscription;
  const request = user.planRequest;
  return (
    <Stack gap={4} align="flex-start">
      <Text size="sm">
        {user.planName}
        {/* The Status column says past due, canceled or unpaid; only a trial would go unseen. */}
        {status === 'trialing' && (
          <Text span size="xs" c="dimmed">
            {' '}
            · {SUBSCRIPTION_STATE_LABELS[status]}
          </Text>
        )}
      </Text>
      {request && (
        <>
          <Badge size="sm" variant="dot" color="grape">
            Asks for {request.planName}
          </Badge>
          {request.note && (
            <Text size="xs" c="dimmed" lineClamp={2} maw={220} title={request.note}>
              “{request.note}”
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
