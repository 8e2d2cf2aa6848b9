/**
 * The one schema for text the doors accept. Every string field of every
 * input goes through it, so bad text is refused at the door with a 400
 * naming the field and never reaches the database (Postgres cannot store a
 * NUL byte, and a stray control character is never what a person meant).
 *   - Control characters are refused: all of them on one line, all but tab,
 *     line feed and carriage return in multi-line text. So are unpaired
 *     surrogates (not text at all) and, on one line, the invisible direction
 *     overrides that can disguise a name.
 *   - Text is trimmed and put in Unicode NFC form, so the same name or email
 *     typed on different systems is stored the same way.
 *   - Length messages are written once, here.
 */
import { z } from 'zod';

export const CONTROL_CHARACTERS_MESSAGE = 'must not contain control characters';

/* eslint-disable no-control-regex -- finding control characters is this file's job */
/** C0 and C1 controls (and DEL), unpaired surrogates, line and paragraph separators, bidi overrides. */
const SINGLE_LINE_FORBIDDEN =
  /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]|\p{Cs}/u;
/** The same, less tab, line feed and carriage return (and the bidi marks prose may need). */
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|\p{Cs}/u;
/* eslint-enable no-control-regex */

export interface TextOptions {
  max: number;
  /** Characters required after trimming; 0 allows an empty string. Default 1. */
  min?: number;
  /** Allow line breaks and tabs (descriptions, prompts). Default false. */
  multiline?: boolean;
  /** Trim surrounding white space. Default true (passwords keep theirs). */
  trim?: boolean;
}

export function hasForbiddenCharacters(value: string, multiline = false): boolean {
  return (multiline ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).test(value);
}

export function text({ max, min = 1, multiline = false, trim = true }: TextOptions) {
  const checked = z
    .string({ error: min > 0 ? 'is required' : 'must be text' })
    .refine((value) => !hasForbiddenCharacters(value, multiline), CONTROL_CHARACTERS_MESSAGE)
    .normalize('NFC');
  const trimmed = trim ? checked.trim() : checked;
  const required =
    min === 1
      ? trimmed.min(1, 'is required')
      : min > 1
        ? trimmed.min(min, `must be at least ${min} characters`)
        : trimmed;
  const limited = required.max(max, `must be at most ${max} characters`);
  // Marked in the JSON schemas (OpenAPI, tests' field probes): line breaks belong here.
  // An `x-` name, because OpenAPI and its validators refuse keywords they do not know.
  return multiline ? limited.meta({ 'x-multiline': true }) : limited;
}

/**
 * An optional text field of a query string, where an empty or blank value
 * ("?search=") means the same as leaving it out.
 */
export function optionalQueryText(max: number) {
  return text({ max, min: 0 })
    .transform((value) => (value === '' ? undefined : value))
    .optional();
}
