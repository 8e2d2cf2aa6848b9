/**
 * The member's plan at a glance, on Settings and Pricing: its name and
 * state, the next date that matters, a warning while a payment is due or
 * once Free's limits apply, and any open plan request (with Withdraw).
 */
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { PlanRequestView, SubscriptionView } from '../../../shared/user-views.ts';
import {
  longDate,
  pendingUpgradeText,
  SUBSCRIPTION_STATE_LABELS,
  subscriptionNextStep,
} from '../../lib/subscription-text.ts';

const STATE_COLORS: Record<SubscriptionView['status'], string> = {
  active: 'green',
  trialing: 'blue',
  past_due: 'orange',
  canceled: 'gray',
  unpaid: 'red',
};

interface Props {
  subscription: SubscriptionView;
  planName: string;
  planRequest: PlanRequestView | null;
  isWithdrawing: boolean;
  onWithdraw: () => void;
}

export function SubscriptionSummary(props: Props) {
  const { subscription, planName, planRequest } = props;
  const next = subscriptionNextStep(subscription, planName);
  const isWarning = subscription.status !== 'active' && subscription.status !== 'trialing';
  return (
    <Paper withBorder radius="md" p="md" aria-label="Your plan" component="section">
      <Stack gap="xs">
        <Group gap="xs">
          <Text fw={700}>Your plan: {planName}</Text>
          <Badge color={STATE_COLORS[subscription.status]} variant="dot">
            {SUBSCRIPTION_STATE_LABELS[subscription.status]}
          </Badge>
        </Group>
        {next &&
          (isWarning ? (
            <Alert color={STATE_COLORS[subscription.status]} role="status" p="xs">
              {next}
            </Alert>
          ) : (
            <Text size="sm" c="dimmed">
              {next}
            </Text>
          ))}
        <PendingUpgrade subscription={subscription} />
        {planRequest && <OpenRequest {...props} planRequest={planRequest} />}
      </Stack>
    </Paper>
  );
}

/** An upgrade Stripe holds until it is paid: why, and where to pay or confirm it. */
function PendingUpgrade({ subscription }: { subscription: SubscriptionView }) {
  const text = pendingUpgradeText(subscription);
  const pending = subscription.pendingUpgrade;
  if (!text || !pending) return null;
  return (
    <Alert color="orange" role="status" p="xs">
      <Stack gap={4}>
        <Text size="sm">{text}</Text>
        {pending.needsAction && pending.invoiceUrl && (
          <Anchor href={pending.invoiceUrl} size="sm" fw={700} c="inherit" underline="always">
            Confirm payment
          </Anchor>
        )}
      </Stack>
    </Alert>
  );
}

function OpenRequest({
  planRequest,
  isWithdrawing,
  onWithdraw,
}: Props & { planRequest: PlanRequestView }) {
  return (
    <Group justify="space-between" gap="xs" wrap="wrap">
      <Text size="sm">
        Request sent: you asked for {planRequest.planName} on {longDate(planRequest.createdAt)}. An
        admin will answer it.
      </Text>
      <Button size="xs" variant="default" loading={isWithdrawing} onClick={onWithdraw}>
        Withdraw request
      </Button>
    </Group>
  );
}
