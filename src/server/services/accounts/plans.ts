/** Plans and choosing one. Payment is out of scope: a change applies at once. */
import { asc, eq } from 'drizzle-orm';
import type { PlanView, UserView } from '../../../shared/user-views.ts';
import type { Actor } from '../../auth/actor.ts';
import { plans, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { ServiceDeps } from '../service-deps.ts';
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
  }));
}

export async function subscribeToPlan(
  deps: ServiceDeps,
  actor: Actor,
  planId: string,
): Promise<UserView> {
  const [plan] = await deps.db.select({ id: plans.id }).from(plans).where(eq(plans.id, planId));
  if (!plan) throw new AppError('NOT_FOUND', 'No such plan');
  await deps.db
    .update(users)
    .set({ subscriptionPlan: plan.id, subscriptionStatus: 'active', updatedAt: new Date() })
    .where(eq(users.id, actor.userId));
  return findUserView(deps.db, actor.userId);
}
