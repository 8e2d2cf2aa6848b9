/** What the notification doors accept (API.md "Mail and notifications"), on both doors. */
import { z } from 'zod';
import { recordId } from './admin-inputs.ts';
import { pageInput, pageSizeInput } from './list-query-input.ts';
import {
  NOTIFICATION_KINDS,
  NOTIFICATIONS_MAX_MARK_IDS,
  NOTIFICATIONS_MAX_PAGE_SIZE,
  NOTIFICATIONS_PAGE_SIZE,
} from './notification-kinds.ts';
import { text } from './text-input.ts';

export const notificationListInput = z.object({
  page: pageInput,
  limit: pageSizeInput(NOTIFICATIONS_MAX_PAGE_SIZE, NOTIFICATIONS_PAGE_SIZE),
});
export type NotificationListInput = z.infer<typeof notificationListInput>;

/** Ids to mark read; absent means every notification of the caller. */
export const markNotificationsReadInput = z.object({
  ids: z
    .array(recordId)
    .min(1, 'must name at least one notification')
    .max(NOTIFICATIONS_MAX_MARK_IDS, `must name at most ${NOTIFICATIONS_MAX_MARK_IDS}`)
    .optional(),
});
export type MarkNotificationsReadInput = z.infer<typeof markNotificationsReadInput>;

const kindSetting = z.strictObject({ email: z.boolean() });

/** Some or all kinds; a kind left out keeps its setting. */
export const notificationSettingsInput = z.strictObject(
  Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, kindSetting.optional()])) as Record<
    (typeof NOTIFICATION_KINDS)[number],
    z.ZodOptional<typeof kindSetting>
  >,
);
export type NotificationSettingsInput = z.infer<typeof notificationSettingsInput>;

/** The token of an unsubscribe link: 43 base64url characters; anything far longer is not one. */
const unsubscribeToken = text({ max: 200 });
export const unsubscribeInput = z.object({ token: unsubscribeToken });
export type UnsubscribeInput = z.infer<typeof unsubscribeInput>;

/**
 * The REST door takes the token in the body ({ token }) or, for the RFC
 * 8058 one-click POST a mail client sends to the List-Unsubscribe address,
 * in that address's query with the form body "List-Unsubscribe=One-Click".
 */
export const unsubscribeQuery = z.object({ token: unsubscribeToken.optional() });
export const unsubscribeBody = z.object({
  token: unsubscribeToken.optional(),
  'List-Unsubscribe': z.literal('One-Click').optional(),
});
