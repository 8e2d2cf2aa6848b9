/**
 * Rows of a CSV file in prompts.chat's layout (act, prompt, for_devs,
 * type, contributor), with or without our columns after them
 * (csv-columns.ts). A plain prompts.chat file writes its variables as
 * `${Name}` or `${Name:default}`: they become our `{Name}` with that
 * default. A file with our columns is ours, so its text is taken as is.
 */
import { parse } from 'csv-parse/sync';
import type { ModelName } from '../../../shared/models.ts';
import type { ImportProblem } from '../../../shared/prompt-exchange-views.ts';
import { AppError } from '../../errors.ts';
import {
  CATEGORY_SEPARATOR,
  DEVELOPER_CATEGORY,
  OWN_CSV_COLUMNS,
  PROMPTS_CHAT_TYPES,
} from './csv-columns.ts';
import {
  type CandidateFields,
  error,
  type ImportCandidate,
  IMPORTED_CATEGORY,
  mapModel,
  warning,
} from './import-candidate.ts';

type CsvRecord = Record<string, string>;

function fileError(message: string): AppError {
  return new AppError('BAD_REQUEST', message, { fields: { file: message } });
}

/** The records, or a 400 naming the line where the CSV stops making sense. */
export function parseCsv(text: string): CsvRecord[] {
  let records: CsvRecord[];
  try {
    records = parse(text, {
      columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
      skip_empty_lines: true,
      bom: true,
    });
  } catch (cause) {
    const detail = cause instanceof Error ? cause.message : 'it could not be read';
    throw fileError(`The CSV file could not be read: ${detail}`);
  }
  return records;
}

export function checkCsvHeader(records: CsvRecord[], header: string[]): void {
  for (const column of ['act', 'prompt'])
    if (!header.includes(column))
      throw fileError(
        `The CSV file has no "${column}" column. It needs at least prompts.chat's act and prompt columns.`,
      );
  if (records.length === 0) throw fileError('The CSV file has no prompts in it.');
}

const PROMPTS_CHAT_VARIABLE = /\$\{([A-Za-z_][\w ]*?)(?::([^}]*))?\}/g;

function mapPromptsChatVariables(
  text: string,
  problems: ImportProblem[],
): { text: string; variables: { name: string; defaultValue: string }[] } {
  const variables = new Map<string, string>();
  const mapped = text.replace(PROMPTS_CHAT_VARIABLE, (_whole, raw: string, fallback?: string) => {
    const name = raw.trim().replace(/\s+/g, '_');
    if (!variables.has(name)) variables.set(name, fallback ?? '');
    return `{${name}}`;
  });
  if (variables.size > 0)
    problems.push(
      warning(`Variables written as \${...} become {...}: ${[...variables.keys()].join(', ')}.`),
    );
  return {
    text: mapped,
    variables: [...variables].map(([name, defaultValue]) => ({ name, defaultValue })),
  };
}

/** JSON inside a cell, or the cell's problem; an empty cell is `fallback`. */
function jsonCell(
  value: string | undefined,
  field: string,
  fallback: unknown,
  problems: ImportProblem[],
): unknown {
  if (value === undefined || value.trim() === '') return fallback;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    problems.push(error('must be JSON', field));
    return fallback;
  }
}

function flag(value: string | undefined): boolean {
  return value?.trim().toLowerCase() === 'true';
}

function ownFields(record: CsvRecord, problems: ImportProblem[]): CandidateFields {
  const categories = (record.categories ?? '')
    .split(CATEGORY_SEPARATOR.trim())
    .map((category) => category.trim())
    .filter((category) => category !== '');
  return {
    systemprompt: record.system_prompt ?? '',
    tools: record.tools ?? '',
    categories,
    variables: jsonCell(record.variables, 'variables', [], problems),
    isImagePrompt: flag(record.is_image_prompt),
    isChained: flag(record.is_chained),
    executionType: record.execution_type?.trim() || 'independent',
    chainedPrompts: jsonCell(record.chained_prompts, 'chainedPrompts', [], problems),
  };
}

function theirFields(record: CsvRecord, problems: ImportProblem[]): CandidateFields {
  const { text, variables } = mapPromptsChatVariables(record.prompt ?? '', problems);
  return {
    description: text,
    variables,
    isImagePrompt: record.type?.trim().toUpperCase() === PROMPTS_CHAT_TYPES.image,
    categories: [],
  };
}

/** A CSV's problems name its own columns: "act (the title) is required". */
const CSV_FIELD_LABELS = {
  title: 'act (the title)',
  description: 'prompt (the user prompt)',
} as const;

function candidate(record: CsvRecord, index: number, ours: boolean): ImportCandidate {
  const problems: ImportProblem[] = [];
  const fields: CandidateFields = {
    title: record.act ?? '',
    description: record.prompt ?? '',
    ...(ours ? ownFields(record, problems) : theirFields(record, problems)),
  };
  const categories = Array.isArray(fields.categories) ? (fields.categories as string[]) : [];
  if (flag(record.for_devs) && !categories.some((c) => c.toLowerCase() === 'programming'))
    categories.push(DEVELOPER_CATEGORY);
  fields.categories = categories.length > 0 ? categories : [IMPORTED_CATEGORY];
  const fallback: ModelName = fields.isImagePrompt === true ? 'DALL-E' : 'ChatGPT';
  const { model, problem } = mapModel(record.model, fallback);
  fields.model = model;
  if (problem) problems.push(problem);
  const settings = ours ? jsonCell(record.settings, 'settings', undefined, problems) : undefined;
  return {
    index,
    title: fields.title as string,
    fields,
    ...(settings && typeof settings === 'object'
      ? { settings: settings as Record<string, unknown> }
      : {}),
    previousVersions: [],
    problems,
    fieldLabels: CSV_FIELD_LABELS,
  };
}

export function csvCandidates(text: string): ImportCandidate[] {
  const records = parseCsv(text);
  const header = Object.keys(records[0] ?? {});
  checkCsvHeader(records, header);
  const ours = OWN_CSV_COLUMNS.some((column) => header.includes(column));
  return records.map((record, at) => candidate(record, at + 1, ours));
}
