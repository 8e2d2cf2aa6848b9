/**
 * The library's input schemas, parsed at both doors (tRPC and REST). Kept
 * apart from constants and view types so the browser bundle, which needs
 * those, does not pull in zod.
 */
import { z } from 'zod';
import { MAX_CATEGORY_LENGTH } from './categories.ts';
import { MODEL_NAMES } from './models.ts';
import { emptyAsUndefined, pageInput, pageSizeInput } from './list-query-input.ts';
import { optionalQueryText, text } from './text-input.ts';
import {
  DEFAULT_LIBRARY_PAGE_SIZE,
  DEFAULT_TRENDING_LIMIT,
  MAX_ID_LENGTH,
  MAX_LIBRARY_PAGE_SIZE,
  MAX_SEARCH_LENGTH,
  MAX_SELECTION,
  MAX_TRENDING_LIMIT,
  LIBRARY_SORTS,
} from './library-limits.ts';

export const listPromptsInput = z.object({
  search: optionalQueryText(MAX_SEARCH_LENGTH),
  category: optionalQueryText(MAX_CATEGORY_LENGTH),
  model: z.preprocess(
    emptyAsUndefined,
    z.enum(MODEL_NAMES, { error: `must be one of: ${MODEL_NAMES.join(', ')}` }).optional(),
  ),
  /** Absent: relevance for a search, newest otherwise. */
  sort: z.preprocess(
    emptyAsUndefined,
    z.enum(LIBRARY_SORTS, { error: `must be one of: ${LIBRARY_SORTS.join(', ')}` }).optional(),
  ),
  /** Search exactly what was typed, without trying a nearer spelling. */
  literal: z.preprocess(
    (value) => (typeof value === 'boolean' ? String(value) : emptyAsUndefined(value)),
    z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .optional()
      .transform((value) => value === 'true'),
  ),
  /** Only the approved prompts of this collection (one the caller may see; else 404). */
  collection: optionalQueryText(MAX_ID_LENGTH).describe(
    "A collection's id: only its approved prompts. A collection the caller may not see " +
      "(someone else's private one) answers 404, as an unknown id does.",
  ),
  page: pageInput,
  limit: pageSizeInput(MAX_LIBRARY_PAGE_SIZE, DEFAULT_LIBRARY_PAGE_SIZE),
});
export type ListPromptsInput = z.infer<typeof listPromptsInput>;

/** Long enough for an ISO instant with an offset and for the feed's cursors. */
const MAX_UPDATED_SINCE_LENGTH = 120;

/**
 * The REST listing's query: the library's, plus the change feed for
 * integrators resyncing (updatedSince; services/library/library-changes.ts).
 */
export const restListPromptsInput = listPromptsInput.extend({
  updatedSince: optionalQueryText(MAX_UPDATED_SINCE_LENGTH).describe(
    'Changes instead of a page: an ISO 8601 date-time with an offset (e.g. 2026-11-27T00:00:00Z) ' +
      'for a first sync, then the sync.cursor of the previous answer. Answers the approved prompts ' +
      'listed or edited since, oldest change first, and in removed the ones that left the library; ' +
      'limit applies, search, category, model, sort, collection and page may not be combined with it.',
  ),
});
/** What a caller sends (optional fields may be left out). */
export type ListPromptsQuery = z.input<typeof listPromptsInput>;

export const trendingPromptsInput = z.object({
  limit: pageSizeInput(MAX_TRENDING_LIMIT, DEFAULT_TRENDING_LIMIT),
});

/** Ids are opaque strings; anything that is not one of ours is simply not found. */
export const promptIdInput = z.object({ id: text({ max: MAX_ID_LENGTH }) });

/** A selection of prompts for a bulk action: 1 to MAX_SELECTION ids (repeats count once). */
export const promptIdList = z
  .array(text({ max: MAX_ID_LENGTH }), { error: 'must be a list of prompt ids' })
  .min(1, 'must list at least one prompt')
  .max(MAX_SELECTION, `must list at most ${MAX_SELECTION} prompts`);

export const promptSelectionInput = z.object({ promptIds: promptIdList });
export type PromptSelectionInput = z.infer<typeof promptSelectionInput>;
