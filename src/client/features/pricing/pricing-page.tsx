/**
 * Pricing (PRODUCT_SPEC section 2 "Static pages", section 9 "Static pricing
 * page"): the monthly/yearly toggle, the three plans from the shared plan
 * definitions (the same ones Settings shows and the server enforces), the
 * questions people ask before paying, and a closing call to action.
 */
import { Box, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { PlanRequestDialog } from '../../components/plans/plan-request-dialog.tsx';
import { SubscriptionSummary } from '../../components/plans/subscription-summary.tsx';
import { useAskAdmin } from '../../hooks/use-ask-admin.ts';
import { useCurrentUser } from '../../hooks/use-current-user.ts';
import { BillingToggle } from './billing-toggle.tsx';
import { CheckoutCanceled } from './checkout-canceled.tsx';
import { PricingCta } from './pricing-cta.tsx';
import { PricingFaqSection } from './pricing-faq-section.tsx';
import { PricingPlanCard } from './pricing-plan-card.tsx';
import { PRICING_PLANS } from './pricing-plans.ts';
import type { Billing } from './pricing-prices.ts';
import siteClasses from '../../components/site/site.module.css';
import classes from './pricing.module.css';

export default function PricingPage() {
  const [billing, setBilling] = useState<Billing>('monthly');
  const { user } = useCurrentUser();
  const currentPlanId = user?.subscriptionPlan ?? null;
  const askAdmin = useAskAdmin();
  const context = {
    mode: askAdmin.mode,
    requestedPlanId: askAdmin.planRequest?.planId ?? null,
    trialAvailable: askAdmin.trialAvailable,
  };
  const currentPlan = PRICING_PLANS.find((plan) => plan.id === currentPlanId);

  return (
    <>
      <Box component="section" aria-labelledby="pricing-title" className={siteClasses.hero}>
        <Container size="lg" pt={{ base: 48, md: 72 }} pb={{ base: 56, md: 80 }}>
          <Stack align="center" ta="center" gap="md" mb={{ base: 32, md: 48 }}>
            <Text fw={700} tt="uppercase" size="sm" className={siteClasses.eyebrow}>
              Pricing
            </Text>
            <Title order={1} id="pricing-title" className={siteClasses.heroTitle}>
              A plan for every way you prompt
            </Title>
            <Text size="lg" c="dimmed" maw={620}>
              {askAdmin.mode === 'admin'
                ? 'Browse, test and share prompts for free. On this hub, Pro and Enterprise are given by an admin: ask for one when you need more playground runs, unlimited submissions or API access.'
                : 'Browse, test and share prompts for free. Move up when you want more playground runs, unlimited submissions or API access.'}
            </Text>
            {/* The saving is claimed only where plans are paid for. */}
            <BillingToggle
              value={billing}
              onChange={setBilling}
              showSaving={askAdmin.mode === 'stripe'}
            />
          </Stack>
          {user && (
            <Box maw={720} mx="auto" mb="xl">
              <CheckoutCanceled />
              <SubscriptionSummary
                subscription={user.subscription}
                planName={currentPlan?.name ?? user.subscriptionPlan}
                planRequest={askAdmin.planRequest}
                isWithdrawing={askAdmin.isWithdrawing}
                onWithdraw={askAdmin.withdraw}
              />
            </Box>
          )}
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg" className={classes.grid}>
            {PRICING_PLANS.map((plan) => (
              <PricingPlanCard
                key={plan.id}
                plan={plan}
                billing={billing}
                currentPlanId={currentPlanId}
                context={context}
                onAsk={askAdmin.ask}
              />
            ))}
          </SimpleGrid>
        </Container>
      </Box>
      <PricingFaqSection mode={askAdmin.mode} />
      <PricingCta signedIn={user !== null} />
      <PlanRequestDialog {...askAdmin.dialog} />
    </>
  );
}
