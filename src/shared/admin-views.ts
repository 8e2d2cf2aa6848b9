/** What the admin doors return, beyond the prompt and user views (written once, see prompt-views.ts). */
import { z } from 'zod';
import { isoDate } from './iso-date.ts';
import { pendingVersionView } from './prompt-version-views.ts';
import { promptPage, promptView } from './prompt-views.ts';
import { planRequestView, userView } from './user-views.ts';

export const adminUserView = userView.extend({
  planName: z.string().describe('The plan\'s display name ("Free", "Pro")'),
  promptCount: z.number().int().describe('Prompts this person created, in any status'),
  planRequest: planRequestView.nullable().describe("The member's open plan request, if any"),
  stripeCustomerUrl: z
    .string()
    .nullable()
    .describe(
      "Stripe mode: the member's customer in the Stripe Dashboard; null without Stripe or a customer",
    ),
});
export type AdminUserView = z.infer<typeof adminUserView>;

export const userPagination = z.object({
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  totalUsers: z.number().int(),
  hasNextPage: z.boolean(),
  hasPrevPage: z.boolean(),
});
export type UserPagination = z.infer<typeof userPagination>;

export const userPage = z.object({
  users: z.array(adminUserView),
  lastActiveAdminId: z
    .string()
    .nullable()
    .describe(
      'The only active admin (who cannot be demoted, disabled or deleted), if one; not filtered: it may be on another page',
    ),
  pagination: userPagination,
});
export type UserPage = z.infer<typeof userPage>;

/**
 * The admin's prompt list. With status=pending it also carries the queue
 * of pending versions of approved prompts (decision 043), paged by the
 * same page and limit, oldest first, each with its diff against the live
 * version; the prompts' pagination counts new prompts only.
 */
export const adminPromptPage = promptPage.omit({ correctedSearch: true }).extend({
  pendingVersions: z
    .array(pendingVersionView)
    .optional()
    .describe('Only with status=pending: new versions of approved prompts waiting for review'),
  pendingVersionsTotal: z
    .number()
    .int()
    .optional()
    .describe('Only with status=pending: how many versions wait in all'),
});
export type AdminPromptPage = z.infer<typeof adminPromptPage>;

export const AUDIT_ACTIONS = [
  'prompt.approve',
  'prompt.reject',
  'prompt.disable',
  'prompt.enable',
  'prompt.delete',
  /** A moderator approved or rejected a pending version of a prompt (decision 043). */
  'prompt.version.approve',
  'prompt.version.reject',
  /** An admin imported a prompt into the review queue or the library (decision 055). */
  'prompt.import',
  'user.role',
  /** Made admin outside the admin screens: admin:grant (no actor) or the setup link. */
  'user.grant',
  'user.enable',
  'user.disable',
  'user.delete',
  /** An admin set a member's plan (with the reason); approving a request is this too. */
  'user.plan',
  'user.plan-request.decline',
  /** An admin made a password-reset link for a member (no mail server; decision 040). */
  'user.reset-link',
  /** A member made or revoked one of their API keys; an admin revoked someone's. */
  'apiKey.create',
  'apiKey.revoke',
  'apiKey.adminRevoke',
  /** An admin registered, changed or deleted a webhook endpoint. */
  'webhook.create',
  'webhook.update',
  'webhook.delete',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGET_TYPES = ['prompt', 'user', 'apiKey', 'webhook'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** One line of the audit log: who did what to what, and when. */
export const auditEntryView = z.object({
  _id: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  actor: z
    .object({ _id: z.string(), name: z.string() })
    .nullable()
    .describe(
      'The admin (the member, for their own API keys); null once their account is gone, or for a command run on the server',
    ),
  target: z.object({
    type: z.enum(AUDIT_TARGET_TYPES),
    _id: z.string(),
    label: z.string(),
  }),
  before: z.string().nullable().describe('The status or role before, where the action changed one'),
  after: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: isoDate,
});
export type AuditEntryView = z.infer<typeof auditEntryView>;

/** Figures over the whole platform, every status. */
export const platformStats = z.object({
  totalPrompts: z.number().int(),
  totalUses: z.number().int(),
  totalUpvotes: z.number().int(),
  approved: z.number().int(),
  pending: z.number().int().describe('Waiting for review'),
});
export type PlatformStats = z.infer<typeof platformStats>;

/** Playground model calls this calendar month (UTC), members and visitors alike. */
export const generationFigures = z.object({
  thisMonth: z.number().int().describe('Charged calls: finished, stopped or still running'),
  failedThisMonth: z.number().int().describe('Calls that failed at the provider (not charged)'),
});
export type GenerationFigures = z.infer<typeof generationFigures>;

export const adminDashboard = z.object({
  stats: platformStats,
  generations: generationFigures,
  trending: z.array(promptView),
  recentPrompts: z.array(promptView),
  activity: z.array(auditEntryView),
});
export type AdminDashboard = z.infer<typeof adminDashboard>;

/** A bulk approve or reject: what moved, and what did not and why. */
export const bulkStatusResult = z.object({
  changed: z.array(promptView),
  skipped: z.array(z.object({ _id: z.string(), title: z.string().nullable(), reason: z.string() })),
});
export type BulkStatusResult = z.infer<typeof bulkStatusResult>;
