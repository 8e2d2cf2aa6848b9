/**
 * The admin screens' input schemas, parsed at both doors (tRPC and REST).
 * Ids here are checked as ids: a malformed one is bad input (400), not a
 * prompt or user that happens to be missing (404).
 */
import { z } from 'zod';
import {
  DEFAULT_ADMIN_PAGE_SIZE,
  MAX_ADMIN_PAGE_SIZE,
  MAX_ADMIN_SEARCH_LENGTH,
  MAX_BULK_PROMPTS,
  MAX_STATUS_REASON_LENGTH,
} from './admin-limits.ts';
import { MAX_PLAN_ID_LENGTH } from './account-limits.ts';
import { MAX_CATEGORY_LENGTH } from './categories.ts';
import { emptyAsUndefined, pageInput, pageSizeInput } from './list-query-input.ts';
import { MODEL_NAMES } from './models.ts';
import { PROMPT_STATUSES, SUBSCRIPTION_STATUSES, USER_ROLES } from './prompt-fields.ts';
import { optionalQueryText, text } from './text-input.ts';

function oneOf<const Values extends readonly [string, ...string[]]>(values: Values) {
  return z.enum(values, { error: `must be one of: ${values.join(', ')}` });
}

function optionalFilter<const Values extends readonly [string, ...string[]]>(values: Values) {
  return z.preprocess(emptyAsUndefined, oneOf(values).optional());
}

/** Text first (so a control character is named as such), then the shape of an id. */
export const recordId = text({ max: 36 })
  .pipe(z.guid({ error: 'must be a valid id' }))
  .transform((value) => value.toLowerCase());

export const adminIdInput = z.object({ id: recordId });

const paging = {
  page: pageInput,
  limit: pageSizeInput(MAX_ADMIN_PAGE_SIZE, DEFAULT_ADMIN_PAGE_SIZE),
};

/**
 * Without a status every prompt is listed, newest first; the pending queue
 * is listed oldest first, so whoever works through it meets the longest
 * waiting prompt first.
 */
export const adminPromptListInput = z.object({
  ...paging,
  status: optionalFilter(PROMPT_STATUSES),
  category: optionalQueryText(MAX_CATEGORY_LENGTH),
  model: optionalFilter(MODEL_NAMES),
  /** Words of the title. */
  search: optionalQueryText(MAX_ADMIN_SEARCH_LENGTH),
});
export type AdminPromptListInput = z.infer<typeof adminPromptListInput>;

const moderationTarget = oneOf(['approved', 'rejected', 'disabled'] as const);
const statusReason = text({ max: MAX_STATUS_REASON_LENGTH, min: 0, multiline: true }).optional();

export const promptStatusBody = z.object({ status: moderationTarget, reason: statusReason });
export const promptStatusInput = promptStatusBody.extend({ id: recordId });
export type PromptStatusInput = z.infer<typeof promptStatusInput>;

export const bulkPromptStatusInput = z.object({
  ids: z
    .array(recordId, { error: 'must be a list of ids' })
    .min(1, 'must name at least one prompt')
    .max(MAX_BULK_PROMPTS, `must name at most ${MAX_BULK_PROMPTS} prompts`),
  status: oneOf(['approved', 'rejected'] as const),
  reason: statusReason,
});
export type BulkPromptStatusInput = z.infer<typeof bulkPromptStatusInput>;

/** Newest members first. */
export const adminUserListInput = z.object({
  ...paging,
  role: optionalFilter(USER_ROLES),
  status: optionalFilter(SUBSCRIPTION_STATUSES),
  /** Part of a name or an email address. */
  search: optionalQueryText(MAX_ADMIN_SEARCH_LENGTH),
});
export type AdminUserListInput = z.infer<typeof adminUserListInput>;

export const userRoleBody = z.object({ role: oneOf(USER_ROLES) });
export const userRoleInput = userRoleBody.extend({ id: recordId });

/** An admin turns an account on or off; billing owns the other statuses. */
export const userStatusBody = z.object({ status: oneOf(['active', 'disabled'] as const) });
export const userStatusInput = userStatusBody.extend({ id: recordId });

/** An admin sets a member's plan, with the reason kept in the audit log. */
export const userPlanBody = z.object({
  planId: text({ max: MAX_PLAN_ID_LENGTH }),
  reason: statusReason,
});
export const userPlanInput = userPlanBody.extend({ id: recordId });
export type UserPlanInput = z.infer<typeof userPlanInput>;
