/** The plans rows as every start writes them: shared/plans.ts, the one source (ensurePlans). */
import { PLANS } from '../../../shared/plans.ts';
import type { plans } from '../schema.ts';

// Copies, so nothing the seed or a caller does to a row can change the shared definitions.
export const SEED_PLANS: (typeof plans.$inferInsert)[] = PLANS.map((plan) => ({
  ...plan,
  features: plan.features.map((feature) => ({ ...feature })),
}));
