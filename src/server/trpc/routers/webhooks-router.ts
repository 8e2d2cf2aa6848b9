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
  list: adminProcedure.query(async ({ ctx }) => ({
    webhooks: await listWebhooks(ctx.deps, ctx.actor),
  })),
  create: adminProcedure
    .input(createWebhookInput)
    .mutation(({ ctx, input }) => createWebhook(ctx.deps, ctx.actor, input)),
  update: adminProcedure.input(updateWebhookInput).mutation(async ({ ctx, input }) => ({
    webhook: await updateWebhook(ctx.deps, ctx.actor, input),
  })),
  remove: adminProcedure.input(webhookIdInput).mutation(async ({ ctx, input }) => {
    await deleteWebhook(ctx.deps, ctx.actor, input.id);
    return { ok: true as const };
  }),
  deliveries: adminProcedure.input(webhookIdInput).query(async ({ ctx, input }) => ({
    deliveries: await listDeliveries(ctx.deps, ctx.actor, input.id),
  })),
  sendTest: adminProcedure.input(webhookIdInput).mutation(async ({ ctx, input }) => ({
    delivery: await sendTestEvent(ctx.deps, ctx.actor, input.id),
  })),
});
