/**
 * A member asking the admins for a paid plan (self-hosted hubs, decision
 * 032). At most one request is open per member: the partial unique index
 * plan_requests_one_open_idx decides between parallel requests, so ten at
 * once make exactly one and nine hear 409. An admin answers by setting the
 * plan (admin/member-plans.ts), which closes it, or by declining it.
 */
import { and, eq } from 'drizzle-orm';
import type { PlanRequestView } from '../../../shared/user-views.ts';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { planRequests, plans } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { requireVerifiedAddress } from '../mail/verified-address.ts';
import { findPlan, readSubscription } from './subscription-writes.ts';

export const planRequestColumns = {
  id: planRequests.id,
  planId: planRequests.planId,
  planName: plans.name,
  note: planRequests.note,
  status: planRequests.status,
  createdAt: planRequests.createdAt,
  decidedAt: planRequests.decidedAt,
};

type PlanRequestRow = {
  id: string;
  planId: string;
  planName: string;
  note: string;
  status: PlanRequestView['status'];
  createdAt: Date;
  decidedAt: Date | null;
};

export function toPlanRequestView({ id, ...row }: PlanRequestRow): PlanRequestView {
  return { _id: id, ...row };
}

export async function findOpenPlanRequest(
  db: Database,
  userId: string,
): Promise<PlanRequestView | null> {
  const [row] = await db
    .select(planRequestColumns)
    .from(planRequests)
    .innerJoin(plans, eq(plans.id, planRequests.planId))
    .where(and(eq(planRequests.userId, userId), eq(planRequests.status, 'open')));
  return row ? toPlanRequestView(row) : null;
}

async function assertWorthAsking(deps: ServiceDeps, actor: Actor, planId: string) {
  if (deps.plans.mode === 'stripe') {
    throw new AppError(
      'CONFLICT',
      'Paid plans are bought on this hub: choose one in Settings or on the Pricing page.',
    );
  }
  if (deps.plans.mode === 'self-serve') {
    throw new AppError(
      'CONFLICT',
      'Every plan is free to choose on this hub: choose it in Settings or on the Pricing page.',
    );
  }
  const plan = await findPlan(deps.db, planId);
  if (plan.priceCents === 0) {
    throw new AppError('BAD_REQUEST', `${plan.name} needs no request: choose it in Settings.`, {
      fields: { planId: 'must be a paid plan' },
    });
  }
  await requireVerifiedAddress(deps, deps.db, actor.userId, 'ask for a paid plan');
  const current = await readSubscription(deps.db, actor.userId);
  if (current?.planId === plan.id && current.status === 'active') {
    throw new AppError('CONFLICT', `You are already on the ${plan.name} plan.`);
  }
  return plan;
}

export async function requestPlan(
  deps: ServiceDeps,
  actor: Actor,
  input: { planId: string; note?: string | undefined },
): Promise<PlanRequestView> {
  const plan = await assertWorthAsking(deps, actor, input.planId);
  const [created] = await deps.db
    .insert(planRequests)
    .values({ userId: actor.userId, planId: plan.id, note: input.note ?? '' })
    .onConflictDoNothing()
    .returning({ id: planRequests.id });
  if (!created) {
    throw new AppError(
      'CONFLICT',
      'You already have an open plan request. Wait for an admin to answer it, or withdraw it first.',
    );
  }
  const open = await findOpenPlanRequest(deps.db, actor.userId);
  if (!open) throw new AppError('CONFLICT', 'The request was answered before it could be shown.');
  return open;
}

/** The member takes back their open request. */
export async function withdrawPlanRequest(deps: ServiceDeps, actor: Actor): Promise<void> {
  const closed = await deps.db
    .update(planRequests)
    .set({ status: 'withdrawn', decidedAt: new Date() })
    .where(and(eq(planRequests.userId, actor.userId), eq(planRequests.status, 'open')))
    .returning({ id: planRequests.id });
  if (closed.length === 0) throw new AppError('NOT_FOUND', 'You have no open plan request.');
}
