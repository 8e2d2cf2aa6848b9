/**
 * A member's plan on Manage Users: its name and how it is paid (Monthly,
 * Yearly, Trial), the next date that matters (trial end, renewal, the
 * change to Free, the grace after a failed payment), the member's Stripe
 * customer for an admin who needs the invoices, and an open plan request
 * with its note (decisions 032 and 035).
 */
import { Anchor, Badge, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconExternalLink } from '@tabler/icons-react';
import type { AdminUserView } from '../../../shared/admin-views.ts';
import { SUBSCRIPTION_STATE_LABELS } from '../../lib/subscription-text.ts';
import { billingIntervalLabel, memberBillingLine } from './member-billing-text.ts';
import { personLabel } from './user-labels.ts';

/** States that need an admin's eye: the line in full ink with a warning mark, not dimmed. */
const WARNING_COLORS: Partial<Record<AdminUserView['subscription']['status'], string>> = {
  past_due: 'orange',
  unpaid: 'red',
};

export function UserPlanCell({ user }: { user: AdminUserView }) {
  const { subscription } = user;
  const request = user.planRequest;
  // The Status column says past due, canceled or unpaid; a trial would go unseen there.
  const kind =
    subscription.status === 'trialing'
      ? SUBSCRIPTION_STATE_LABELS.trialing
      : billingIntervalLabel(subscription);
  const line = memberBillingLine(subscription);
  const warning = WARNING_COLORS[subscription.status];
  return (
    <Stack gap={4} align="flex-start">
      <Text size="sm">
        {user.planName}
        {kind && (
          <Text span size="xs" c="dimmed">
            {' '}
            · {kind}
          </Text>
        )}
      </Text>
      {line && (
        <Text size="xs" c={warning ? undefined : 'dimmed'} fw={warning ? 500 : undefined} maw={240}>
          {/* Orange text is too faint to read at this size; the mark carries the colour. */}
          {warning && (
            <IconAlertTriangle
              size={12}
              aria-hidden
              color={`var(--mantine-color-${warning}-filled)`}
              style={{ verticalAlign: 'middle', marginRight: 4 }}
            />
          )}
          {line}
        </Text>
      )}
      {user.stripeCustomerUrl && (
        <Anchor
          href={user.stripeCustomerUrl}
          target="_blank"
          rel="noreferrer"
          size="xs"
          aria-label={`Stripe customer of ${personLabel(user)} (opens in a new tab)`}
        >
          Stripe customer{' '}
          <IconExternalLink size={12} aria-hidden style={{ verticalAlign: 'middle' }} />
        </Anchor>
      )}
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
