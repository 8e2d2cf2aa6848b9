/** API keys for the web app: a member's own (Settings) and every key for admins. */
import { apiKeyIdInput, createApiKeyInput } from '../../../shared/api-key-inputs.ts';
import {
  createApiKey,
  listMyApiKeys,
  revokeMyApiKey,
} from '../../services/api-keys/api-key-management.ts';
import {
  listApiKeysForAdmin,
  revokeApiKeyAsAdmin,
} from '../../services/api-keys/api-key-oversight.ts';
import { adminProcedure, protectedProcedure, router } from '../init.ts';

export const apiKeysRouter = router({
  mine: protectedProcedure.query(({ ctx }) => listMyApiKeys(ctx.deps, ctx.actor)),
  create: protectedProcedure
    .input(createApiKeyInput)
    .mutation(({ ctx, input }) => createApiKey(ctx.deps, ctx.actor, input)),
  revoke: protectedProcedure.input(apiKeyIdInput).mutation(async ({ ctx, input }) => {
    await revokeMyApiKey(ctx.deps, ctx.actor, input.id);
    return { ok: true as const };
  }),
  all: adminProcedure.query(async ({ ctx }) => ({
    apiKeys: await listApiKeysForAdmin(ctx.deps, ctx.actor),
  })),
  adminRevoke: adminProcedure.input(apiKeyIdInput).mutation(async ({ ctx, input }) => {
    await revokeApiKeyAsAdmin(ctx.deps, ctx.actor, input.id);
    return { ok: true as const };
  }),
});
