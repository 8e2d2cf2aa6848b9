/**
 * The playground door for the web app: which models this server can run.
 * Runs themselves stream over POST /api/prompts/generate
 * (docs/decisions/015-playground-runs.md).
 */
import { getAllowance } from '../../services/generation/generation-quota.ts';
import { listModels } from '../../services/generation/model-catalog.ts';
import { publicProcedure, router } from '../init.ts';

export const playgroundRouter = router({
  models: publicProcedure.query(({ ctx }) => listModels(ctx.deps, ctx.actor)),
  allowance: publicProcedure.query(({ ctx }) =>
    getAllowance(ctx.deps, { actor: ctx.actor, address: ctx.client.address }),
  ),
});
