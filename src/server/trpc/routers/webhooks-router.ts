/** Admins' webhooks for the web app (the Webhooks screen); the REST door has the same. */
import {
  createWebhookInput,
  updateWebhookInput,
  webhookIdInput,
} from '../../../shared/webhook-inputs.ts';
import {
  createWebhook,
  deleteWebhook,
  listDeliveries,
  listWebhooks,
  sendTestEvent,
  updateWebhook,
} from '../../services/admin/webhook-endpoints.ts';
import { adminProcedure, router } from '../init.ts';

export const webhooksRouter = router({
  list: adminProcedure.query(({ ctx }) => listWebhooks(ctx.deps, ctx.actor)),
  create: adminProcedure
    .input(createWebhookInput)
    .mutation(({ ctx, input }) => createWebhook(ctx.deps, ctx.actor, input)),
  update: adminProcedure
    .input(updateWebhookInput)
    .mutation(({ ctx, input }) => updateWebhook(ctx.deps, ctx.actor, input)),
  remove: adminProcedure.input(webhookIdInput).mutation(async ({ ctx, input }) => {
    await deleteWebhook(ctx.deps, ctx.actor, input.id);
    return { ok: true as const };
  }),
  deliveries: adminProcedure
    .input(webhookIdInput)
    .query(({ ctx, input }) => listDeliveries(ctx.deps, ctx.actor, input.id)),
  sendTest: adminProcedure
    .input(webhookIdInput)
    .mutation(({ ctx, input }) => sendTestEvent(ctx.deps, ctx.actor, input.id)),
});
