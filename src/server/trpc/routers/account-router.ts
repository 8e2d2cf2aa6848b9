/** The signed-in person's account: profile, plan, own lists, deletion. */
import {
  planChangePreviewInput,
  planRequestInput,
  subscribeInput,
  updateProfileInput,
} from '../../../shared/account-inputs.ts';
import { requestPlan, withdrawPlanRequest } from '../../services/accounts/plan-requests.ts';
import { deleteOwnAccount, updateProfile } from '../../services/accounts/account-profile.ts';
import { getPlanChoice, listPlans, subscribeToPlan } from '../../services/accounts/plans.ts';
import { openBillingPortal } from '../../services/accounts/billing-portal.ts';
import { previewStripePlanChange } from '../../services/accounts/stripe-plan-change.ts';
import { listMyPrompts } from '../../services/library/user-prompts.ts';
import { protectedProcedure, publicProcedure, router } from '../init.ts';

export const accountRouter = router({
  plans: publicProcedure.query(({ ctx }) => listPlans(ctx.deps)),
  subscribe: protectedProcedure
    .input(subscribeInput)
    .mutation(({ ctx, input }) =>
      subscribeToPlan(ctx.deps, ctx.actor, { ...input, origin: ctx.origin }),
    ),
  previewPlanChange: protectedProcedure.input(planChangePreviewInput).query(({ ctx, input }) =>
    previewStripePlanChange(ctx.deps, ctx.actor, {
      ...input,
      interval: input.interval ?? 'month',
    }),
  ),
  billingPortal: protectedProcedure.mutation(({ ctx }) =>
    openBillingPortal(ctx.deps, ctx.actor, ctx.origin),
  ),
  planChoice: publicProcedure.query(({ ctx }) => getPlanChoice(ctx.deps, ctx.actor)),
  requestPlan: protectedProcedure
    .input(planRequestInput)
    .mutation(({ ctx, input }) => requestPlan(ctx.deps, ctx.actor, input)),
  withdrawPlanRequest: protectedProcedure.mutation(async ({ ctx }) => {
    await withdrawPlanRequest(ctx.deps, ctx.actor);
    return { ok: true as const };
  }),
  updateProfile: protectedProcedure
    .input(updateProfileInput)
    .mutation(({ ctx, input }) => updateProfile(ctx.deps, ctx.actor, input)),
  myPrompts: protectedProcedure.query(({ ctx }) => listMyPrompts(ctx.deps, ctx.actor)),
  deleteAccount: protectedProcedure.mutation(async ({ ctx }) => {
    await deleteOwnAccount(ctx.deps, ctx.actor);
    ctx.setSessionCookie(null);
    return { ok: true as const };
  }),
});
