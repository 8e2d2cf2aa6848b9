/**
 * Plans and choosing one (decisions 032, 035). On a self-hosted hub (the
 * default) a member may move to Free on their own, and a paid plan is an
 * admin's to give (plan-requests.ts asks for one); with PLANS_SELF_SERVE
 * every plan is free to choose; in Stripe mode a paid plan is bought
 * (stripe-plan-change.ts) and set by Stripe's webhook.
 */
import { asc } from 'drizzle-orm';
import type { SubscribeInput } from '../../../shared/account-inputs.ts';
import type {
  PlanChoiceView,
  PlanView,
  SubscribeOutcome,
  UserView,
} from '../../../shared/user-views.ts';
import type { Actor, MaybeActor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { plans } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { findOpenPlanRequest } from './plan-requests.ts';
import { changeStripePlan } from './stripe-plan-change.ts';
import { readStripeRow } from './stripe-subscription-sync.ts';
import { requireVerifiedAddress } from '../mail/verified-address.ts';
import { findPlan, lockMember, readSubscription, writeActivePlan } from './subscription-writes.ts';
import { findUserView } from './user-view.ts';

export async function listPlans(deps: ServiceDeps): Promise<PlanView[]> {
  const rows = await deps.db.select().from(plans).orderBy(asc(plans.sortOrder));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    price: row.priceCents / 100,
    yearlyPrice: row.yearlyPriceCents / 100,
    interval: row.interval,
    features: row.features,
    monthlyGenerations: row.monthlyGenerations,
    monthlySubmissions: row.monthlySubmissions,
    monthlyApiCalls: row.monthlyApiCalls,
    maxPrivatePrompts: row.maxPrivatePrompts,
  }));
}

/** How plans are handed out here, and the caller's open request (none when signed out). */
export async function getPlanChoice(deps: ServiceDeps, actor: MaybeActor): Promise<PlanChoiceView> {
  const row = actor ? await readStripeRow(deps.db, actor.userId) : null;
  return {
    mode: deps.plans.mode,
    planRequest: actor ? await findOpenPlanRequest(deps.db, actor.userId) : null,
    trialAvailable: deps.plans.mode === 'stripe' && !row?.trialStartedAt,
  };
}

function adminGivesPaidPlans(planName: string): AppError {
  return new AppError(
    'FORBIDDEN',
    `${planName} is given by an admin on this hub, not chosen here. Use "Ask an admin" in Settings or on the Pricing page to request it.`,
  );
}

/** Whether the member is already on this plan and it is in force (nothing to pay or ask). */
async function alreadyOn(tx: Database, userId: string, planId: string): Promise<boolean> {
  const current = await readSubscription(tx, userId);
  return current?.planId === planId && current.status === 'active';
}

/** Choosing a plan on either door; `origin` is where Stripe Checkout sends the member back. */
export async function subscribeToPlan(
  deps: ServiceDeps,
  actor: Actor,
  input: SubscribeInput & { origin: string },
): Promise<SubscribeOutcome> {
  if ((await findPlan(deps.db, input.planId)).priceCents > 0) {
    await requireVerifiedAddress(deps, deps.db, actor.userId, 'choose a paid plan');
  }
  if (deps.plans.mode === 'stripe') {
    return changeStripePlan(deps, actor, { ...input, interval: input.interval ?? 'month' });
  }
  return { user: await choosePlanWithoutPayment(deps, actor, input.planId) };
}

async function choosePlanWithoutPayment(
  deps: ServiceDeps,
  actor: Actor,
  planId: string,
): Promise<UserView> {
  await deps.db.transaction(async (tx) => {
    const plan = await findPlan(tx, planId);
    await lockMember(tx, actor.userId);
    const mayChoose = deps.plans.mode === 'self-serve' || plan.priceCents === 0;
    if (!mayChoose) {
      if (await alreadyOn(tx, actor.userId, plan.id)) return;
      throw adminGivesPaidPlans(plan.name);
    }
    await writeActivePlan(tx, actor.userId, plan.id, new Date());
  });
  return findUserView(deps.db, actor.userId);
}
