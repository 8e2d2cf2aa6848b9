/**
 * Telling a member about their paid plan (Stripe mode, decisions 035 and
 * 045): a payment failed (the plan went past_due; its grace's end) and a
 * trial about to end (Stripe's `customer.subscription.trial_will_end`, 3
 * days before). Written in the webhook's transaction, which also stores the
 * event's id, so a webhook delivered twice tells the member once; the
 * caller wakes the outbox after commit.
 */
import { PLANS } from '../../../shared/plans.ts';
import type { Database } from '../../db/client.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { notifyMember } from './notification-record.ts';

export interface BillingNotice {
  userId: string;
  kind: 'payment-failed' | 'trial-ending';
  planId: string;
  /** The grace's end, or the trial's. */
  endsAt: Date | null;
}

export async function notifyBilling(
  deps: ServiceDeps,
  tx: Database,
  notice: BillingNotice,
): Promise<void> {
  const plan = PLANS.find((each) => each.id === notice.planId);
  await notifyMember(deps, tx, notice.userId, {
    kind: notice.kind,
    promptId: null,
    promptTitle: null,
    reason: null,
    subject: plan?.name ?? notice.planId,
    endsAt: notice.endsAt,
  });
}
