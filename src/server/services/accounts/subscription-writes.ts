/**
 * Writing a member's subscription row: the one place a plan is set, for
 * the member's own choice and an admin's alike. The caller holds the
 * member's users row (lockMember) so a plan change and a quota check on the
 * same member are serialised, and no write here touches users.status.
 */
import { eq } from 'drizzle-orm';
import { SIGN_IN_MESSAGE } from '../../auth/access-tiers.ts';
import type { Database } from '../../db/client.ts';
import { plans, subscriptions, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { ChangesAhead } from './stripe-changes-ahead.ts';

export interface PlanRow {
  id: string;
  name: string;
  priceCents: number;
  yearlyPriceCents: number;
}

export async function findPlan(db: Database, planId: string): Promise<PlanRow> {
  const [plan] = await db
    .select({
      id: plans.id,
      name: plans.name,
      priceCents: plans.priceCents,
      yearlyPriceCents: plans.yearlyPriceCents,
    })
    .from(plans)
    .where(eq(plans.id, planId));
  if (!plan) throw new AppError('NOT_FOUND', 'No such plan');
  return plan;
}

/** Locks the member's row as the quotas do; throws when the account is gone. */
export async function lockMember(
  tx: Database,
  userId: string,
  missing: () => AppError = () => new AppError('UNAUTHORIZED', SIGN_IN_MESSAGE),
): Promise<{ id: string; email: string }> {
  const [row] = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .for('no key update');
  if (!row) throw missing();
  return row;
}

/** The stored plan and status, null when the member never had a subscription row. */
export async function readSubscription(tx: Database, userId: string) {
  const [row] = await tx
    .select({
      planId: subscriptions.planId,
      status: subscriptions.status,
      billingInterval: subscriptions.billingInterval,
    })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  return row ?? null;
}

/** No scheduled or pending Stripe change: a plan an admin sets (or Free) has none. */
export const NO_STRIPE_CHANGES: ChangesAhead = {
  scheduledPlanId: null,
  scheduledInterval: null,
  scheduledAt: null,
  pendingPlanId: null,
  pendingInterval: null,
  pendingExpiresAt: null,
  pendingInvoiceUrl: null,
  pendingNeedsAction: false,
};

/**
 * Puts the member on a plan, active at once with no period or trial (no
 * payment provider is involved: no billing interval). The provider's ids,
 * if any, stay, so a later Stripe purchase finds the same customer.
 */
export async function writeActivePlan(
  tx: Database,
  userId: string,
  planId: string,
  now: Date,
): Promise<void> {
  const fields = {
    planId,
    status: 'active' as const,
    currentPeriodEnd: null,
    trialEnd: null,
    cancelAtPeriodEnd: false,
    graceUntil: null,
    billingInterval: null,
    ...NO_STRIPE_CHANGES,
    updatedAt: now,
  };
  await tx
    .insert(subscriptions)
    .values({ userId, ...fields, createdAt: now })
    .onConflictDoUpdate({ target: subscriptions.userId, set: fields });
}
