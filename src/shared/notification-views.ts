/** What the notification doors answer, the same on REST and tRPC. */
import { z } from 'zod';
import { isoDate } from './iso-date.ts';
import { LISTED_NOTIFICATION_KINDS, NOTIFICATION_KINDS } from './notification-kinds.ts';

export const notificationView = z.object({
  _id: z.string(),
  kind: z
    .enum(LISTED_NOTIFICATION_KINDS)
    .describe('The security notices (password, API key, new sign-in) cannot be turned off'),
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
  subject: z
    .string()
    .nullable()
    .describe(
      "What a notice names besides a prompt: the plan (payment, trial), the API key's name, or the sign-in's device and network",
    ),
  endsAt: isoDate
    .nullable()
    .describe("When the failed payment's grace or the trial ends, as it stood when written"),
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
