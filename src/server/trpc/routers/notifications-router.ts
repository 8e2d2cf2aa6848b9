/** Notifications for the web app (decision 045): the same services as the REST door. */
import {
  markNotificationsReadInput,
  notificationListInput,
  notificationSettingsInput,
  unsubscribeInput,
} from '../../../shared/notification-inputs.ts';
import {
  countUnreadNotifications,
  listNotifications,
  markNotificationsRead,
} from '../../services/notifications/notification-list.ts';
import {
  getNotificationSettings,
  updateNotificationSettings,
} from '../../services/notifications/notification-settings.ts';
import { unsubscribe } from '../../services/notifications/unsubscribe.ts';
import { protectedProcedure, publicProcedure, router } from '../init.ts';

export const notificationsRouter = router({
  list: protectedProcedure
    .input(notificationListInput)
    .query(({ ctx, input }) => listNotifications(ctx.deps, ctx.actor, input)),
  /** The bell polls this: one count, no rows. */
  unread: protectedProcedure.query(({ ctx }) => countUnreadNotifications(ctx.deps, ctx.actor)),
  markRead: protectedProcedure
    .input(markNotificationsReadInput)
    .mutation(({ ctx, input }) => markNotificationsRead(ctx.deps, ctx.actor, input)),
  settings: protectedProcedure.query(({ ctx }) => getNotificationSettings(ctx.deps, ctx.actor)),
  updateSettings: protectedProcedure
    .input(notificationSettingsInput)
    .mutation(({ ctx, input }) => updateNotificationSettings(ctx.deps, ctx.actor, input)),
  /** Answers the kind turned off, so the page can say which mail stops. */
  unsubscribe: publicProcedure.input(unsubscribeInput).mutation(async ({ ctx, input }) => {
    const { kind } = await unsubscribe(ctx.deps, input);
    return { ok: true as const, kind };
  }),
});
