/** What the import doors answer (decision 055); the export answers a file. */
import { z } from 'zod';
import {
  IMPORT_FORMATS,
  IMPORT_PROBLEM_SEVERITIES,
  IMPORT_ROW_OUTCOMES,
} from './prompt-exchange-limits.ts';

export const importProblem = z.object({
  severity: z
    .enum(IMPORT_PROBLEM_SEVERITIES)
    .describe('error: the row cannot be imported as it is; warning: it can, as described'),
  field: z.string().optional().describe('The field the problem is in, when it is one field'),
  message: z.string(),
});
export type ImportProblem = z.infer<typeof importProblem>;

export const importPreviewRow = z.object({
  index: z.number().int().describe('The row in the file, from 1'),
  title: z.string(),
  outcome: z
    .enum(IMPORT_ROW_OUTCOMES)
    .describe('new: becomes a prompt; skipped: already imported with this content; invalid'),
  problems: z.array(importProblem),
});
export type ImportPreviewRow = z.infer<typeof importPreviewRow>;

export const importPreview = z.object({
  format: z.enum(IMPORT_FORMATS).describe('What the file was read as'),
  rows: z.array(importPreviewRow),
  newCount: z.number().int().describe('Rows that would become prompts'),
  skippedCount: z
    .number()
    .int()
    .describe('Rows already imported (by content) that would be skipped'),
  errorCount: z
    .number()
    .int()
    .describe('Rows with an error: the import is refused while any remain'),
  privateRoom: z
    .number()
    .int()
    .nullable()
    .describe("Private prompts the member's plan still has room for (null: no limit)"),
});
export type ImportPreview = z.infer<typeof importPreview>;

export const importResult = z.object({
  imported: z.number().int(),
  skipped: z.number().int().describe('Rows whose content this member had already imported'),
});
export type ImportResult = z.infer<typeof importResult>;
