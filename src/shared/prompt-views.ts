/**
 * What both doors return for prompts, written once: the REST routes answer
 * with these schemas (so the OpenAPI document describes what is sent) and
 * the services, the tRPC door and the client use their types. Dates are
 * Dates in code and ISO strings on the REST wire (iso-date.ts). The client
 * imports only the types (`import type`), so no schema reaches the browser.
 */
import { z } from 'zod';
import { isoDate } from './iso-date.ts';
import { EXECUTION_TYPES, PROMPT_STATUSES, PROMPT_VISIBILITIES } from './prompt-fields.ts';

const variableView = z.object({ name: z.string(), defaultValue: z.string() });

/** The model's settings kept with the prompt (decision 054); {} when it has none. */
export const modelSettingsView = z
  .object({
    temperature: z.number().optional(),
    topP: z.number().optional(),
    maxOutputTokens: z.number().int().optional().describe('A plan may allow less for a run'),
    imageSize: z.string().optional().describe('1024x1024, or an aspect ratio such as 16:9'),
    imageCount: z.number().int().optional().describe('Images per run; each is one generation'),
  })
  .describe("Model settings; each left out is the provider's default");

export const attachmentView = z.object({
  fileName: z.string(),
  fileUrl: z.string().describe('A path on this server'),
  fileType: z.string().describe('MIME type'),
  fileSize: z.number().int().describe('Bytes'),
});
export type AttachmentView = z.infer<typeof attachmentView>;

/** Where a fork came from (decision 053); what the caller may know of it. */
export const FORK_ORIGIN_STATES = ['shown', 'unavailable', 'deleted', 'private'] as const;
export type ForkOriginState = (typeof FORK_ORIGIN_STATES)[number];

export const forkOriginView = z.object({
  _id: z
    .string()
    .nullable()
    .describe('The original, when the caller may open it; null when deleted or hidden'),
  title: z
    .string()
    .nullable()
    .describe("The original's title (as it was when forked, once deleted); null when private"),
  author: z.string().nullable().describe("Its author's name; null when private or unknown"),
  state: z
    .enum(FORK_ORIGIN_STATES)
    .describe(
      'shown: a link; unavailable: no longer public (in review, rejected or disabled); deleted; private: "a private prompt"',
    ),
});
export type ForkOriginView = z.infer<typeof forkOriginView>;

export const promptView = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string().describe('The user prompt, with {variables}'),
  systemprompt: z.string(),
  tools: z.string(),
  categories: z.array(z.string()),
  category: z.string(),
  model: z.string(),
  settings: modelSettingsView,
  variables: z.array(variableView),
  isImagePrompt: z.boolean(),
  isChained: z.boolean(),
  chainedPrompts: z.array(
    z.object({
      title: z.string(),
      systemprompt: z.string(),
      description: z.string(),
      tools: z.string(),
      variables: z.array(variableView),
    }),
  ),
  executionType: z.enum(EXECUTION_TYPES),
  attachments: z.array(attachmentView),
  status: z.enum(PROMPT_STATUSES),
  visibility: z
    .enum(PROMPT_VISIBILITIES)
    .describe('private: status is private, and only the owner and admins can see it'),
  usageCount: z.number().int(),
  upvotes: z.number().int(),
  createdBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
  liked: z.boolean().optional().describe('Only for a signed-in caller'),
  saved: z.boolean().optional().describe('Only for a signed-in caller'),
  seenVersion: z
    .number()
    .int()
    .optional()
    .describe(
      'Only for a signed-in caller who saved the prompt: the live version when they saved it or last opened it (POST /api/prompts/{id}/seen); a smaller number than version means it changed since',
    ),
  statusReason: z
    .string()
    .optional()
    .describe("The moderator's reason, for the owner and admins of a rejected or disabled prompt"),
  statusChangedAt: isoDate.optional(),
  version: z.number().int().describe("The live version's number: what every field here holds"),
  forkedFrom: forkOriginView
    .nullable()
    .describe('The prompt this one was forked from; null when it was not forked'),
  forkCount: z
    .number()
    .int()
    .describe('How many prompts were forked from this one and still exist'),
  pendingVersion: z
    .number()
    .int()
    .nullable()
    .optional()
    .describe('For the owner and admins: the number of the version waiting for review, if any'),
});
export type PromptView = z.infer<typeof promptView>;

/**
 * An empty result (a search nothing matches) is page 1 of 0: currentPage
 * is the page asked for, totalPages 0, and both has...Page flags false.
 */
export const promptPagination = z.object({
  currentPage: z.number().int().describe('The page asked for, even past the end (1 when empty)'),
  totalPages: z.number().int().describe('0 when nothing matches'),
  totalPrompts: z.number().int(),
  totalIsLowerBound: z
    .boolean()
    .optional()
    .describe('True when more than totalPrompts match: a search counts no further'),
  hasNextPage: z.boolean().describe('Whether a later page holds more; false when nothing matches'),
  hasPrevPage: z.boolean(),
});
export type PromptPagination = z.infer<typeof promptPagination>;

/** A prompt that left the public library (deleted, rejected, disabled, back in review). */
export const removedPrompt = z.object({
  _id: z.string(),
  removedAt: z.string().describe('When it left the library (ISO 8601, microseconds)'),
});

export const promptPage = z.object({
  prompts: z
    .array(promptView)
    .describe('With updatedSince: the prompts listed or changed, oldest change first'),
  pagination: promptPagination.describe(
    'With updatedSince: this batch only (follow sync.cursor, not page numbers)',
  ),
  removed: z
    .array(removedPrompt)
    .optional()
    .describe('With updatedSince only: prompts that left the library, in change order'),
  sync: z
    .object({
      cursor: z
        .string()
        .describe('Send as updatedSince to get the changes after this batch (keep it to resync)'),
      hasMore: z.boolean().describe('Whether more changes wait right now; otherwise poll later'),
    })
    .optional()
    .describe('With updatedSince only'),
  correctedSearch: z
    .string()
    .optional()
    .describe(
      'The nearest spelling searched instead, when the search as typed found nothing (send literal=true to refuse it)',
    ),
  collection: z
    .object({ _id: z.string(), title: z.string() })
    .optional()
    .describe('With collection: the collection the listing is filtered by'),
});
export type PromptPage = z.infer<typeof promptPage>;

/** A member's own lists: what they saved (still visible to them) and what they created. */
export const myPrompts = z.object({
  savedPrompts: z.array(promptView),
  createdPrompts: z.array(promptView).describe('Every status'),
});
export type MyPrompts = z.infer<typeof myPrompts>;

export const likeChange = z.object({ upvotes: z.number().int(), liked: z.boolean() });
export type LikeChange = z.infer<typeof likeChange>;

export const saveChange = z.object({ saved: z.boolean(), saves: z.number().int() });
export type SaveChange = z.infer<typeof saveChange>;

/** After the member opened a prompt: whether they saved it, and the live version their save has now seen. */
export const seenChange = z.object({
  saved: z.boolean(),
  seenVersion: z
    .number()
    .int()
    .nullable()
    .describe('null when the member has not saved the prompt'),
});
export type SeenChange = z.infer<typeof seenChange>;

/** What making a selection private did: how many were not private before. */
export const madePrivateView = z.object({
  madePrivate: z
    .number()
    .int()
    .describe('Prompts that became private (those already private not counted)'),
});
export type MadePrivateView = z.infer<typeof madePrivateView>;
