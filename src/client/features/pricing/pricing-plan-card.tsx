/**
 * One plan on the pricing page: who it is for, the price for the chosen
 * period, everything it includes (and what it leaves out), and a button to
 * sign in or to Settings, where plans actually change.
 */
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { PlanFeatureList } from '../../components/plan-feature-list.tsx';
import { PlanPrice } from '../../components/plans/plan-price.tsx';
import { type PlanButton, type PlanContext, planButton } from './pricing-destination.ts';
import type { PricingPlan } from './pricing-plans.ts';
import { type Billing, priceTag } from './pricing-prices.ts';
import classes from './pricing.module.css';

interface Props {
  plan: PricingPlan;
  billing: Billing;
  /** The member's plan id; null for a visitor. */
  currentPlanId: string | null;
  context: PlanContext;
  /** Opens "Ask an admin" for this plan. */
  onAsk: (plan: PricingPlan) => void;
}

export function PricingPlanCard({ plan, billing, currentPlanId, context, onAsk }: Props) {
  const headingId = `pricing-${plan.id}-name`;
  const price = priceTag(plan, billing);
  const button = planButton(plan, currentPlanId, context);
  const isCurrent = currentPlanId === plan.id;
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      withBorder
      radius="lg"
      padding="xl"
      className={plan.popular ? `${classes.card} ${classes.popular}` : classes.card}
    >
      <Stack gap="lg" h="100%">
        <Stack gap={4}>
          <Group justify="space-between" gap="xs">
            <Title order={2} size="h3" id={headingId}>
              {plan.name}
            </Title>
            {isCurrent ? (
              <Badge variant="filled" color="teal.8" autoContrast>
                Your plan
              </Badge>
            ) : (
              plan.popular && (
                <Badge variant="filled" color="indigo.7" autoContrast>
                  Most popular
                </Badge>
              )
            )}
          </Group>
          <Text size="sm" fw={600} className={classes.audience}>
            {plan.audience}
          </Text>
        </Stack>
        <div>
          <PlanPrice spoken={price.spoken} amount={price.amount} per={price.per} size="2.75rem" />
          <Text size="sm" c="dimmed" mt={6}>
            {price.note}
          </Text>
        </div>
        <Text size="sm">{plan.description}</Text>
        <PlanFeatureList features={plan.features} />
        <PlanCardButton plan={plan} button={button} onAsk={onAsk} />
      </Stack>
    </Card>
  );
}

function PlanCardButton({
  plan,
  button,
  onAsk,
}: {
  plan: PricingPlan;
  button: PlanButton;
  onAsk: (plan: PricingPlan) => void;
}) {
  const look = {
    fullWidth: true,
    size: 'md',
    variant: plan.popular ? 'filled' : 'default',
    classNames: { root: classes.planButton, label: classes.planButtonLabel },
  } as const;
  if (button.kind === 'link') {
    return (
      <Button component={Link} href={button.href} {...look}>
        {button.label}
      </Button>
    );
  }
  return (
    <Button
      {...look}
      disabled={button.kind === 'requested'}
      onClick={() => onAsk(plan)}
      aria-label={`${button.label}: ${plan.name}`}
    >
      {button.label}
    </Button>
  );
}
