/** What the notification doors answer, the same on REST and tRPC. */
import { z } from 'zod';
import { isoDate } from './iso-date.ts';
import { NOTIFICATION_KINDS } from './notification-kinds.ts';

export const notificationView = z.object({
  _id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  prompt: z
    .object({
      _id: z.string().nullable().describe('Null once the prompt is deleted'),
      title: z.string().describe('The title when it happened'),
    })
    .nullable(),
  reason: z
    .string()
    .nullable()
    .describe(
      "The moderator's reason (a rejection, a disabling), a change request's reason, or its decision's note",
    ),
  createdAt: isoDate,
  readAt: isoDate.nullable(),
});
export type NotificationView = z.infer<typeof notificationView>;

export const notificationPage = z.object({
  notifications: z.array(notificationView).describe('Newest first'),
  unread: z.number().int().describe("The caller's unread notifications, all pages"),
  pagination: z.object({
    currentPage: z.number().int(),
    totalPages: z.number().int(),
    totalNotifications: z.number().int(),
    hasNextPage: z.boolean(),
    hasPrevPage: z.boolean(),
  }),
});
export type NotificationPage = z.infer<typeof notificationPage>;

export const unreadCount = z.object({ unread: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCount>;

const kindSetting = z.object({ email: z.boolean() });
export const notificationSettings = z.object({
  settings: z.object(
    Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, kindSetting])) as Record<
      (typeof NOTIFICATION_KINDS)[number],
      typeof kindSetting
    >,
  ),
});
export type NotificationSettings = z.infer<typeof notificationSettings>;
