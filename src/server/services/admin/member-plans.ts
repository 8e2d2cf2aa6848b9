/**
 * An admin gives a member a plan or declines their plan request (decision
 * 032): how paid plans are handed out on a self-hosted hub, and how an
 * Enterprise customer paying by invoice is put on their plan. Each change
 * takes the locks in the order every member change does (the active
 * admins, then the member, then the acting admin's check), and writes its audit entry, with the reason,
 * in the same transaction.
 */
import { and, eq } from 'drizzle-orm';
import type { AdminUserView } from '../../../shared/admin-views.ts';
import type { SubscriptionState } from '../../../shared/subscription-rules.ts';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { planRequests } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import {
  findPlan,
  lockMember,
  readSubscription,
  writeActivePlan,
} from '../accounts/subscription-writes.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { lockActiveAdmins } from '../accounts/last-admin-guard.ts';
import { isLive } from '../accounts/stripe-subscription-sync.ts';
import { lockActingAdmin } from './acting-admin.ts';
import { recordAdminAction } from './audit-log.ts';
import { findAdminUser } from './user-management.ts';

const userNotFound = () => new AppError('NOT_FOUND', 'User not found');

/** Closes the member's open request: approved when it asked for this plan. */
async function answerOpenRequest(
  tx: Database,
  actor: Actor,
  userId: string,
  planId: string,
  now: Date,
): Promise<void> {
  const open = and(eq(planRequests.userId, userId), eq(planRequests.status, 'open'));
  const [request] = await tx.select({ planId: planRequests.planId }).from(planRequests).where(open);
  if (!request) return;
  await tx
    .update(planRequests)
    .set({
      status: request.planId === planId ? 'approved' : 'declined',
      decidedById: actor.userId,
      decidedAt: now,
    })
    .where(open);
}

/**
 * A subscription Stripe bills and that is still in force is changed in
 * Stripe (or by the member), not over it: the next webhook would undo an
 * admin's change, or the member would go on paying for a plan they lost.
 */
function refuseIfStripeBills(
  current: { status: SubscriptionState; billingInterval: string | null } | null,
): void {
  if (current && isLive(current.status) && current.billingInterval !== null) {
    throw new AppError(
      'CONFLICT',
      'This member pays for their plan through Stripe: change or cancel it in Stripe first.',
    );
  }
}

export async function setMemberPlan(
  deps: ServiceDeps,
  actor: Actor,
  input: { id: string; planId: string; reason?: string | undefined },
): Promise<AdminUserView> {
  await deps.db.transaction(async (tx) => {
    await lockActiveAdmins(tx);
    const member = await lockMember(tx, input.id, userNotFound);
    await lockActingAdmin(tx, actor);
    const plan = await findPlan(tx, input.planId);
    const before = await readSubscription(tx, member.id);
    refuseIfStripeBills(before);
    const now = new Date();
    await writeActivePlan(tx, member.id, plan.id, now);
    await answerOpenRequest(tx, actor, member.id, plan.id, now);
    await recordAdminAction(tx, actor, {
      action: 'user.plan',
      target: { type: 'user', id: member.id, label: member.email },
      before: before ? `${before.planId} (${before.status})` : 'free (active)',
      after: plan.id,
      reason: input.reason || null,
    });
  });
  return findAdminUser(deps, input.id);
}

export async function declinePlanRequest(
  deps: ServiceDeps,
  actor: Actor,
  userId: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await lockActiveAdmins(tx);
    const member = await lockMember(tx, userId, userNotFound);
    await lockActingAdmin(tx, actor);
    const [declined] = await tx
      .update(planRequests)
      .set({ status: 'declined', decidedById: actor.userId, decidedAt: new Date() })
      .where(and(eq(planRequests.userId, member.id), eq(planRequests.status, 'open')))
      .returning({ planId: planRequests.planId });
    if (!declined) throw new AppError('NOT_FOUND', 'This member has no open plan request.');
    await recordAdminAction(tx, actor, {
      action: 'user.plan-request.decline',
      target: { type: 'user', id: member.id, label: member.email },
      before: declined.planId,
    });
  });
}
