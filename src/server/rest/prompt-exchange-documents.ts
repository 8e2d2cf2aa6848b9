/**
 * The export files as the OpenAPI document describes them (documentation
 * only: the export streams its bytes itself). The full description of the
 * JSON format is docs/prompt-export-format.md.
 */
import { z } from 'zod';
import { EXECUTION_TYPES } from '../../shared/prompt-fields.ts';
import { EXPORT_FORMAT_NAME, EXPORT_FORMAT_VERSION } from '../../shared/prompt-exchange-limits.ts';
import { CSV_COLUMNS } from '../services/prompt-exchange/csv-columns.ts';

const variable = z.object({ name: z.string(), defaultValue: z.string() });
const step = z.object({
  title: z.string(),
  systemprompt: z.string(),
  description: z.string(),
  tools: z.string(),
  variables: z.array(variable),
});
const link = z.object({
  fileName: z.string(),
  url: z.string().describe('An absolute link to the file on the exporting hub (not its bytes)'),
  fileType: z.string(),
  fileSize: z.number().int(),
});

const content = z.object({
  title: z.string(),
  description: z.string().describe('The user prompt, with {variables}'),
  systemprompt: z.string(),
  tools: z.string(),
  categories: z.array(z.string()),
  model: z.string(),
  variables: z.array(variable),
  isImagePrompt: z.boolean(),
  isChained: z.boolean(),
  chainedPrompts: z.array(step),
  executionType: z.enum(EXECUTION_TYPES),
  settings: z
    .record(z.string(), z.unknown())
    .optional()
    .describe(
      'Model settings (temperature, topP, maxOutputTokens, image size and count), when set',
    ),
});

export const exportDocument = z
  .object({
    format: z.literal(EXPORT_FORMAT_NAME),
    version: z.literal(EXPORT_FORMAT_VERSION),
    exportedAt: z.string(),
    prompts: z.array(
      content.extend({
        attachments: z.array(link),
        versions: z
          .array(
            z.object({
              number: z.number().int(),
              changeNote: z.string(),
              createdAt: z.string(),
              content: content.extend({ attachments: z.array(link) }),
            }),
          )
          .describe('The live version and the ones it replaced, oldest first'),
        source: z
          .object({
            id: z.string(),
            url: z.string(),
            author: z.string().nullable(),
            status: z.string(),
            createdAt: z.string(),
            updatedAt: z.string(),
          })
          .describe('Where the prompt came from; an import ignores it'),
      }),
    ),
  })
  .describe('A Prompt Hub prompt export (docs/prompt-export-format.md)');

export const exportCsv = z
  .string()
  .describe(
    `CSV (RFC 4180, UTF-8 with a byte order mark), one row a prompt. Columns: ${CSV_COLUMNS.join(', ')}; ` +
      "the first five are prompts.chat's, and variables, chained_prompts and settings hold JSON",
  );

export const exportFileTypes = { 'application/json': exportDocument, 'text/csv': exportCsv };
