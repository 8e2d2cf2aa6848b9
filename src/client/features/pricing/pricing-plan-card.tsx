/**
 * One plan on the pricing page: who it is for, the price for the chosen
 * period, everything it includes (and what it leaves out), and a button to
 * sign in or to Settings, where plans actually change.
 */
import { Badge, Button, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link } from 'wouter';
import { PlanFeatureList } from '../../components/plan-feature-list.tsx';
import { planButton } from './pricing-destination.ts';
import type { PricingPlan } from './pricing-plans.ts';
import { type Billing, priceTag } from './pricing-prices.ts';
import classes from './pricing.module.css';

interface Props {
  plan: PricingPlan;
  billing: Billing;
  /** The member's plan id; null for a visitor. */
  currentPlanId: string | null;
}

export function PricingPlanCard({ plan, billing, currentPlanId }: Props) {
  const headingId = `pricing-${plan.id}-name`;
  const price = priceTag(plan, billing);
  const button = planButton(plan, currentPlanId);
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
          <VisuallyHidden>{price.spoken}</VisuallyHidden>
          <Group gap={6} align="baseline" aria-hidden>
            <Text component="span" fw={800} className={classes.amount}>
              {price.amount}
            </Text>
            <Text component="span" c="dimmed">
              / {price.per}
            </Text>
          </Group>
          <Text size="sm" c="dimmed" mt={6}>
            {price.note}
          </Text>
        </div>
        <Text size="sm">{plan.description}</Text>
        <PlanFeatureList features={plan.features} />
        <Button
          component={Link}
          href={button.href}
          fullWidth
          size="md"
          variant={plan.popular ? 'filled' : 'default'}
          classNames={{ root: classes.planButton, label: classes.planButtonLabel }}
        >
          {button.label}
        </Button>
      </Stack>
    </Card>
  );
}
