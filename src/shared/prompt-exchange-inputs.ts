/** Query strings of the import and export doors (decision 055). */
import { z } from 'zod';
import { MAX_ID_LENGTH, MAX_SELECTION } from './library-limits.ts';
import { emptyAsUndefined } from './list-query-input.ts';
import { ADMIN_IMPORT_TARGETS, EXPORT_FORMATS, EXPORT_STATUSES } from './prompt-exchange-limits.ts';
import { optionalQueryText } from './text-input.ts';

const format = z.preprocess(
  emptyAsUndefined,
  z.enum(EXPORT_FORMATS, { error: `must be one of: ${EXPORT_FORMATS.join(', ')}` }).default('json'),
);

/** "true" or "false" in a query string; absent is false. */
const flag = z.preprocess(
  (value) => (typeof value === 'boolean' ? String(value) : emptyAsUndefined(value)),
  z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .optional()
    .transform((value) => value === 'true'),
);

export const memberExportInput = z.object({
  format,
  collection: optionalQueryText(MAX_ID_LENGTH).describe(
    "A collection's id: export the prompts of it the caller may see, instead of their own prompts",
  ),
  ids: optionalQueryText(MAX_SELECTION * (MAX_ID_LENGTH + 1))
    .refine(
      (value) => value === undefined || value.split(',').length <= MAX_SELECTION,
      `must name at most ${MAX_SELECTION} prompts`,
    )
    .refine(
      (value) =>
        value === undefined ||
        value.split(',').every((id) => id.trim() !== '' && id.length <= MAX_ID_LENGTH),
      'must be prompt ids separated by commas',
    )
    .describe(
      'Prompt ids separated by commas (a selection): export these, in this order; each must be ' +
        'one the caller may see (404 otherwise). Not with collection.',
    ),
});
export type MemberExportInput = z.infer<typeof memberExportInput>;

export const libraryExportInput = z.object({
  format,
  status: z.preprocess(
    emptyAsUndefined,
    z.enum(EXPORT_STATUSES, { error: `must be one of: ${EXPORT_STATUSES.join(', ')}` }).optional(),
  ),
});
export type LibraryExportInput = z.infer<typeof libraryExportInput>;

export const memberImportInput = z.object({
  dryRun: flag.describe('true: check the file and answer the preview; nothing is written'),
});

export const libraryImportInput = memberImportInput.extend({
  as: z.preprocess(
    emptyAsUndefined,
    z
      .enum(ADMIN_IMPORT_TARGETS, { error: `must be one of: ${ADMIN_IMPORT_TARGETS.join(', ')}` })
      .default('pending'),
  ),
});
export type LibraryImportInput = z.infer<typeof libraryImportInput>;
