/**
 * The parts every list's query shares, on both doors: query strings send ""
 * for an empty field (read as absent), a page number, and a page size with
 * its own default and bound.
 */
import { z } from 'zod';
import { MAX_PAGE } from './library-limits.ts';

export const emptyAsUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

function wholeNumber(max: number) {
  return z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .max(max, `must be at most ${max}`);
}

export const pageInput = z.preprocess(emptyAsUndefined, wholeNumber(MAX_PAGE).default(1));

export function pageSizeInput(max: number, fallback: number) {
  return z.preprocess(emptyAsUndefined, wholeNumber(max).default(fallback));
}
