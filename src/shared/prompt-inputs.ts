/**
 * The library's input schemas, parsed at both doors (tRPC and REST). Kept
 * apart from constants and view types so the browser bundle, which needs
 * those, does not pull in zod.
 */
import { z } from 'zod';
import { MAX_CATEGORY_LENGTH } from './categories.ts';
import { MODEL_NAMES } from './models.ts';
import { optionalQueryText, text } from './text-input.ts';
import {
  DEFAULT_LIBRARY_PAGE_SIZE,
  DEFAULT_TRENDING_LIMIT,
  MAX_ID_LENGTH,
  MAX_LIBRARY_PAGE_SIZE,
  MAX_PAGE,
  MAX_SEARCH_LENGTH,
  MAX_TRENDING_LIMIT,
} from './library-limits.ts';

/** Query strings send "" for an empty field: treat it as absent. */
const emptyAsUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const pageNumber = z.coerce
  .number({ error: 'must be a whole number' })
  .int('must be a whole number')
  .min(1, 'must be 1 or more')
  .max(MAX_PAGE, `must be at most ${MAX_PAGE}`);

export const listPromptsInput = z.object({
  search: optionalQueryText(MAX_SEARCH_LENGTH),
  category: optionalQueryText(MAX_CATEGORY_LENGTH),
  model: z.preprocess(
    emptyAsUndefined,
    z.enum(MODEL_NAMES, { error: `must be one of: ${MODEL_NAMES.join(', ')}` }).optional(),
  ),
  page: z.preprocess(emptyAsUndefined, pageNumber.default(1)),
  limit: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: 'must be a whole number' })
      .int('must be a whole number')
      .min(1, 'must be 1 or more')
      .max(MAX_LIBRARY_PAGE_SIZE, `must be at most ${MAX_LIBRARY_PAGE_SIZE}`)
      .default(DEFAULT_LIBRARY_PAGE_SIZE),
  ),
});
export type ListPromptsInput = z.infer<typeof listPromptsInput>;

export const trendingPromptsInput = z.object({
  limit: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: 'must be a whole number' })
      .int('must be a whole number')
      .min(1, 'must be 1 or more')
      .max(MAX_TRENDING_LIMIT, `must be at most ${MAX_TRENDING_LIMIT}`)
      .default(DEFAULT_TRENDING_LIMIT),
  ),
});

/** Ids are opaque strings; anything that is not one of ours is simply not found. */
export const promptIdInput = z.object({ id: text({ max: MAX_ID_LENGTH }) });
