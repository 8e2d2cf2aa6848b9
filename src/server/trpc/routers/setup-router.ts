/** The first-run setup link (decision 031): what it would do, and claiming it. */
import { setupLinkInput } from '../../../shared/setup-inputs.ts';
import { claimSetupLink, setupLinkState } from '../../services/admin/first-admin-setup.ts';
import { protectedProcedure, publicProcedure, router } from '../init.ts';

export const setupRouter = router({
  status: publicProcedure
    .input(setupLinkInput)
    .query(({ ctx, input }) => setupLinkState(ctx.deps, input.token)),
  claim: protectedProcedure
    .input(setupLinkInput)
    .mutation(({ ctx, input }) => claimSetupLink(ctx.deps, ctx.actor, input.token)),
});
