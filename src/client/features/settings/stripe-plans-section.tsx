/**
 * Subscription Plans in Stripe mode (decision 035): monthly or yearly, each
 * card's button saying what choosing it does (Start free trial, Upgrade,
 * Change to Free, Manage billing), a confirmation that shows the amount
 * before anything costs money, Manage billing for the Customer Portal, and
 * the wait for Stripe's confirmation after Checkout.
 */
import { Alert, Button, Group, SegmentedControl, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { type BillingInterval, stripePlanStep } from '../../../shared/plan-steps.ts';
import type { PlanChangePreview, PlanView, UserView } from '../../../shared/user-views.ts';
import { effectivePlanId } from '../../../shared/subscription-rules.ts';
import { serverProblem } from '../../lib/server-problem.ts';
import { BillingConfirmDialog } from './billing-confirm-dialog.tsx';
import { billingCardLabel } from './billing-preview-text.ts';
import { PlanCard } from './plan-card.tsx';
import { useAwaitStripe, useBillingPortal, useSubscribe } from './settings-api.ts';
import { SuccessFlash } from './success-flash.tsx';
import { useFlashMessage } from './use-flash-message.ts';

interface Props {
  user: UserView;
  plans: PlanView[] | undefined;
  trialAvailable: boolean;
}

const LIVE = ['active', 'trialing', 'past_due'];

/** Back from Checkout (?checkout=done&plan=pro): waits for Stripe's word on the plan bought. */
function CheckoutReturn({ user }: { user: UserView }) {
  const search = new URLSearchParams(useSearch());
  const back = search.get('checkout') === 'done';
  const bought = search.get('plan');
  const arrived =
    user.subscription.planId === bought &&
    user.subscription.interval !== null &&
    LIVE.includes(user.subscription.status);
  useAwaitStripe(back && !arrived);
  if (!back) return null;
  return arrived ? (
    <Alert color="green" role="status">
      Thank you! Stripe confirmed it: your plan is updated.
    </Alert>
  ) : (
    <Alert color="blue" role="status">
      Thank you! Stripe is confirming your payment; your plan updates here in a moment.
    </Alert>
  );
}

export function StripePlansSection({ user, plans, trialAvailable }: Props) {
  const [interval, setInterval] = useState<BillingInterval>(
    user.subscription.interval === 'year' ? 'year' : 'month',
  );
  const [target, setTarget] = useState<{ planId: string; interval: BillingInterval } | null>(null);
  const flash = useFlashMessage();
  const portal = useBillingPortal();
  // The subscription as the change left it: Stripe's webhook changes it a moment later.
  const [awaiting, setAwaiting] = useState<string | null>(null);
  const shown = JSON.stringify(user.subscription);
  const waiting = awaiting !== null && awaiting === shown;
  useAwaitStripe(waiting);
  // Stripe may have answered before the change's own reply: stop waiting after 20 s regardless.
  useEffect(() => {
    if (awaiting === null) return;
    const stop = setTimeout(() => setAwaiting(null), 20_000);
    return () => clearTimeout(stop);
  }, [awaiting]);
  const subscribe = useSubscribe({
    onStart: () => flash.clear(),
    onSubscribed: (updated) => {
      setAwaiting(JSON.stringify(updated.subscription));
      flash.show('Subscription updated successfully!');
    },
  });
  const failure = subscribe.error ?? portal.error;
  // A declined or unconfirmed upgrade: Stripe's webhook brings its pending state a moment later.
  const paymentHeld =
    subscribe.error !== null && serverProblem(subscribe.error).code === 'PAYMENT_REQUIRED';
  useAwaitStripe(paymentHeld && user.subscription.pendingUpgrade === null);
  const now = new Date();
  const currentPlanName = plans?.find((plan) => plan.id === user.subscriptionPlan)?.name ?? '';
  const stepOf = (plan: PlanView) =>
    stripePlanStep(user.subscription, { planId: plan.id, interval }, trialAvailable);
  const choose = (plan: PlanView) => {
    const step = stepOf(plan);
    if (step === 'portal' || step === 'fix-payment') portal.mutate();
    else setTarget({ planId: plan.id, interval });
  };
  const confirm = (preview: PlanChangePreview) => {
    setTarget(null);
    subscribe.mutate({
      planId: preview.planId,
      interval: preview.interval,
      ...(preview.prorationDate ? { prorationDate: preview.prorationDate } : {}),
    });
  };
  return (
    <Stack gap="md">
      <CheckoutReturn user={user} />
      <Group justify="space-between" gap="sm">
        <SegmentedControl
          aria-label="Billing period"
          value={interval}
          onChange={(next) => setInterval(next === 'year' ? 'year' : 'month')}
          data={[
            { value: 'month', label: 'Monthly' },
            { value: 'year', label: 'Yearly' },
          ]}
        />
        {user.subscription.interval !== null && (
          <Button variant="default" loading={portal.isPending} onClick={() => portal.mutate()}>
            Manage billing
          </Button>
        )}
      </Group>
      {waiting ? (
        <Alert color="blue" role="status">
          Stripe is confirming the change; your plan updates here in a moment.
        </Alert>
      ) : (
        <SuccessFlash message={flash.message} />
      )}
      {failure && (
        <Alert
          color="red"
          role="alert"
          title={paymentHeld ? 'Payment needed' : 'Failed to update subscription'}
        >
          {serverProblem(failure).message ?? 'Please try again.'}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" aria-busy={!plans}>
        {plans
          ? plans.map((plan) => {
              const step = stepOf(plan);
              return (
                <PlanCard
                  key={plan.id}
                  plan={plan}
                  isCurrent={effectivePlanId(user.subscription, now) === plan.id}
                  action="select"
                  isAskBlocked={false}
                  onAsk={() => undefined}
                  isBusy={subscribe.isPending}
                  isSelecting={subscribe.isPending && subscribe.variables.planId === plan.id}
                  onSelect={choose}
                  selectLabel={billingCardLabel(step, plan.name)}
                  selectDisabled={step === 'current' || step === 'admin-given'}
                  interval={interval}
                />
              );
            })
          : Array.from({ length: 3 }, (_, index) => <Skeleton key={index} h={400} radius="md" />)}
      </SimpleGrid>
      <BillingConfirmDialog
        target={target}
        currentPlanName={currentPlanName}
        onConfirm={confirm}
        onCancel={() => setTarget(null)}
      />
    </Stack>
  );
}
