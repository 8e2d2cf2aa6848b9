/**
 * Subscription Plans: the member's plan and its state, the grid from the
 * server, and switching plan. A change applies at once, so every switch is
 * confirmed first in a dialog naming the plan, its price and interval (a
 * downgrade to Free too: it ends paid extras). On a self-hosted hub a paid
 * plan is asked for instead (decision 032).
 */
import { Alert, Button, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import type { PlanView } from '../../../shared/user-views.ts';
import { useCurrentUser } from '../../hooks/use-current-user.ts';
import { serverProblem } from '../../lib/server-problem.ts';
import { PlanRequestDialog } from '../../components/plans/plan-request-dialog.tsx';
import { SubscriptionSummary } from '../../components/plans/subscription-summary.tsx';
import { useAskAdmin } from '../../hooks/use-ask-admin.ts';
import { PlanCard, type PlanCardAction } from './plan-card.tsx';
import { PlanConfirmDialog } from './plan-confirm-dialog.tsx';
import { StripePlansSection } from './stripe-plans-section.tsx';
import type { PlanMode } from '../../../shared/subscription-rules.ts';
import { usePlans, useSubscribe } from './settings-api.ts';
import { SuccessFlash } from './success-flash.tsx';
import { useFlashMessage } from './use-flash-message.ts';

const MODE_NOTES: Record<PlanMode, string> = {
  admin:
    'Paid plans are given by an admin: ask for one and an admin sets it. You can move to Free at any time.',
  'self-serve': 'Changes apply at once. You can switch plans at any time.',
  stripe:
    'Paid plans are billed through Stripe. Upgrades apply at once, with the difference prorated; a change to Free applies at the end of the period you paid for. Free never needs a card.',
};

export function PlansSection() {
  const { user } = useCurrentUser();
  const plans = usePlans();
  const flash = useFlashMessage();
  const subscribe = useSubscribe({
    onStart: () => flash.clear(),
    onSubscribed: () => flash.show('Subscription updated successfully!'),
  });
  const problem = subscribe.error ? serverProblem(subscribe.error) : null;
  const [asked, setAsked] = useState<PlanView | null>(null);
  const [confirming, confirmation] = useDisclosure(false);
  const askAdmin = useAskAdmin();
  const adminGives = askAdmin.mode === 'admin';
  const actionFor = (plan: PlanView): PlanCardAction => {
    if (!adminGives || plan.price === 0) return 'select';
    return askAdmin.planRequest?.planId === plan.id ? 'requested' : 'ask';
  };
  // The plan's display name, once the plans have loaded (never its lowercase id).
  const currentPlanName = plans.data?.find((plan) => plan.id === user?.subscriptionPlan)?.name;

  const ask = (plan: PlanView) => {
    setAsked(plan);
    confirmation.open();
  };
  const confirm = (plan: PlanView) => {
    confirmation.close();
    subscribe.mutate({ planId: plan.id });
  };

  return (
    <Stack component="section" aria-labelledby="plans-heading" gap="md">
      <div>
        <Title order={2} id="plans-heading">
          Subscription Plans
        </Title>
        {/* Said once the hub's mode is known, so self-serve words never flash on an admin-run hub. */}
        {askAdmin.mode && (
          <Text c="dimmed" size="sm">
            {MODE_NOTES[askAdmin.mode]}
          </Text>
        )}
      </div>
      {user && currentPlanName && (
        <SubscriptionSummary
          subscription={user.subscription}
          planName={currentPlanName}
          planRequest={askAdmin.planRequest}
          isWithdrawing={askAdmin.isWithdrawing}
          onWithdraw={askAdmin.withdraw}
        />
      )}
      {askAdmin.mode === 'stripe' && user ? (
        <StripePlansSection
          user={user}
          plans={plans.data}
          trialAvailable={askAdmin.trialAvailable}
        />
      ) : (
        otherModesGrid()
      )}
      <PlanRequestDialog {...askAdmin.dialog} />
    </Stack>
  );

  // A plain function, not a component: the grid is not remounted on every render.
  function otherModesGrid() {
    return (
      <>
        <SuccessFlash message={flash.message} />
        {problem && (
          <Alert color="red" role="alert" title="Failed to update subscription">
            {problem.message ?? 'Please try again.'}
          </Alert>
        )}
        {plans.isError ? (
          <Alert color="red" title="Plans could not be loaded">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">
                {serverProblem(plans.error).message ?? 'Check your connection and try again.'}
              </Text>
              <Button variant="white" color="red" onClick={() => void plans.refetch()}>
                Try again
              </Button>
            </Stack>
          </Alert>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" aria-busy={plans.isPending}>
            {plans.data
              ? plans.data.map((plan) => (
                  <PlanCard
                    key={plan.id}
                    plan={plan}
                    isCurrent={user?.subscriptionPlan === plan.id}
                    action={actionFor(plan)}
                    isAskBlocked={askAdmin.planRequest !== null}
                    onAsk={askAdmin.ask}
                    isBusy={subscribe.isPending}
                    isSelecting={subscribe.isPending && subscribe.variables.planId === plan.id}
                    onSelect={ask}
                  />
                ))
              : Array.from({ length: 3 }, (_, index) => (
                  <Skeleton key={index} h={400} radius="md" />
                ))}
          </SimpleGrid>
        )}
        <PlanConfirmDialog
          opened={confirming}
          plan={asked}
          onConfirm={confirm}
          onCancel={confirmation.close}
        />
      </>
    );
  }
}
