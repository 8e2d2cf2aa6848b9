/**
 * One plan: name, price per interval, description, what it includes and
 * what it does not, a Current Plan badge on the person's own plan, and
 * Select Plan (off for the current plan and while a change is under way),
 * or, for a paid plan an admin gives, Ask an admin (Request sent once asked).
 */
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { PlanView } from '../../../shared/user-views.ts';
import { PlanFeatureList } from '../../components/plan-feature-list.tsx';
import { PlanPrice } from '../../components/plans/plan-price.tsx';
import { formatDollars, formatPlanPrice } from './format-plan-price.ts';

/** What the card's button does: choose the plan, ask an admin for it, or show the request is out. */
export type PlanCardAction = 'select' | 'ask' | 'requested';

interface Props {
  plan: PlanView;
  isCurrent: boolean;
  action: PlanCardAction;
  /** Another request is open: one at a time. */
  isAskBlocked: boolean;
  /** A plan change is in flight (any plan). */
  isBusy: boolean;
  /** This plan is the one being switched to. */
  isSelecting: boolean;
  /** Asks to switch to this plan (the section confirms before anything changes). */
  onSelect: (plan: PlanView) => void;
  /** Opens "Ask an admin" for this plan. */
  onAsk: (plan: PlanView) => void;
  /** Stripe mode: the button's words for what choosing this plan does, and whether it can. */
  selectLabel?: string;
  selectDisabled?: boolean;
  /** Stripe mode, yearly: the price per year instead of per month. */
  interval?: 'month' | 'year';
}

export function PlanCard(props: Props) {
  const { plan, isCurrent } = props;
  const yearly = props.interval === 'year';
  const price = yearly ? plan.yearlyPrice : plan.price;
  const interval = yearly ? 'year' : plan.interval;
  const headingId = `plan-${plan.id}-name`;
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      withBorder
      radius="md"
      padding="lg"
      h="100%"
      style={
        isCurrent
          ? {
              borderColor: 'var(--mantine-primary-color-filled)',
              boxShadow: '0 0 0 1px var(--mantine-primary-color-filled)',
            }
          : undefined
      }
    >
      <Stack gap="md" h="100%">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Title order={3} size="h4" id={headingId}>
            {plan.name}
          </Title>
          {isCurrent && <Badge variant="filled">Current Plan</Badge>}
        </Group>
        <div>
          <PlanPrice
            spoken={formatPlanPrice(price, interval)}
            amount={formatDollars(price)}
            per={interval}
            size={36}
          />
          {plan.description && (
            <Text size="sm" c="dimmed" mt="xs">
              {plan.description}
            </Text>
          )}
        </div>
        <PlanFeatureList features={plan.features} strikeExcluded />
        <PlanCardButton {...props} />
      </Stack>
    </Card>
  );
}

function PlanCardButton({
  plan,
  isCurrent,
  action,
  isAskBlocked,
  isBusy,
  isSelecting,
  onSelect,
  onAsk,
  selectLabel,
  selectDisabled,
}: Props) {
  if (!isCurrent && action === 'requested') {
    return (
      <Button fullWidth variant="light" disabled aria-label={`Request sent: ${plan.name}`}>
        Request sent
      </Button>
    );
  }
  if (!isCurrent && action === 'ask') {
    return (
      <Button
        fullWidth
        variant="light"
        disabled={isAskBlocked}
        onClick={() => onAsk(plan)}
        aria-label={`Ask an admin: ${plan.name}`}
      >
        Ask an admin
      </Button>
    );
  }
  // Stripe mode names the choice and says whether it can be made; otherwise
  // it is Select Plan, off on the plan the person already has.
  const label = selectLabel ? selectLabel : 'Select Plan';
  const off = selectLabel ? selectDisabled === true : isCurrent;
  return (
    <Button
      fullWidth
      variant={off ? 'default' : 'filled'}
      disabled={off || isBusy}
      loading={isSelecting}
      onClick={() => onSelect(plan)}
      aria-label={`${label}: ${plan.name}`}
    >
      {label}
    </Button>
  );
}
