/**
 * Writes an export as a stream, one prompt after another: the JSON
 * document's opening, each prompt, its closing; or a CSV header and one row
 * a prompt (csv-stringify). Nothing waits for the whole list, so the
 * memory an export takes is one batch, whatever the number of prompts.
 */
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import {
  EXPORT_FORMAT_NAME,
  EXPORT_FORMAT_VERSION,
  type ExportFormat,
} from '../../../shared/prompt-exchange-limits.ts';
import {
  CATEGORY_SEPARATOR,
  CSV_COLUMNS,
  type CsvColumn,
  DEVELOPER_CATEGORY,
  PROMPTS_CHAT_TYPES,
} from './csv-columns.ts';
import type { ExchangePrompt } from './exchange-format.ts';

function csvRecord(prompt: ExchangePrompt): Record<CsvColumn, string> {
  const forDevs = prompt.categories.some(
    (category) => category.toLocaleLowerCase('en') === DEVELOPER_CATEGORY.toLocaleLowerCase('en'),
  );
  return {
    act: prompt.title,
    prompt: prompt.description,
    for_devs: forDevs ? 'TRUE' : 'FALSE',
    type: prompt.isImagePrompt ? PROMPTS_CHAT_TYPES.image : PROMPTS_CHAT_TYPES.text,
    contributor: prompt.source.author ?? '',
    system_prompt: prompt.systemprompt,
    categories: prompt.categories.join(CATEGORY_SEPARATOR),
    model: prompt.model,
    variables: JSON.stringify(prompt.variables),
    is_image_prompt: String(prompt.isImagePrompt),
    is_chained: String(prompt.isChained),
    execution_type: prompt.executionType,
    chained_prompts: JSON.stringify(prompt.chainedPrompts),
    tools: prompt.tools,
    settings: prompt.settings ? JSON.stringify(prompt.settings) : '',
    attachments: prompt.attachments.map((file) => file.url).join(' '),
    source_id: prompt.source.id,
    source_url: prompt.source.url,
    status: prompt.source.status,
  };
}

function csvLine(values: readonly string[]): string {
  // CRLF as RFC 4180 writes it; every cell quoted only when it needs to be.
  return stringify([values], { record_delimiter: '\r\n' });
}

async function* csvChunks(prompts: AsyncIterable<ExchangePrompt[]>): AsyncGenerator<string> {
  // A byte order mark, so spreadsheet programs read the file as UTF-8.
  yield `\uFEFF${csvLine(CSV_COLUMNS)}`;
  for await (const batch of prompts) {
    yield batch
      .map((prompt) => {
        const record = csvRecord(prompt);
        return csvLine(CSV_COLUMNS.map((column) => record[column]));
      })
      .join('');
  }
}

async function* jsonChunks(
  prompts: AsyncIterable<ExchangePrompt[]>,
  exportedAt: Date,
): AsyncGenerator<string> {
  const head = { format: EXPORT_FORMAT_NAME, version: EXPORT_FORMAT_VERSION };
  yield `${JSON.stringify(head).slice(0, -1)},"exportedAt":${JSON.stringify(exportedAt.toISOString())},"prompts":[`;
  let first = true;
  for await (const batch of prompts) {
    for (const prompt of batch) {
      yield `${first ? '\n' : ',\n'}${JSON.stringify(prompt)}`;
      first = false;
    }
  }
  yield '\n]}\n';
}

/** The export as a byte stream, pulled batch by batch as the client reads. */
export function exportStream(
  format: ExportFormat,
  prompts: AsyncIterable<ExchangePrompt[]>,
  exportedAt: Date,
): Readable {
  const chunks = format === 'csv' ? csvChunks(prompts) : jsonChunks(prompts, exportedAt);
  return Readable.from(chunks, { objectMode: false });
}
