/**
 * One row of an import file, turned into what a member would have typed in
 * the submit form (the fields of promptSubmissionInput, still unchecked),
 * with the earlier versions a file may carry and what reading it noticed.
 */
import { MODEL_NAMES, type ModelName } from '../../../shared/models.ts';
import type { ImportProblem } from '../../../shared/prompt-exchange-views.ts';
import type { ExchangeSettings } from './exchange-format.ts';

/** The submit form's fields as the file gives them; the schema judges them later. */
export type CandidateFields = Record<string, unknown>;

export interface CandidateVersion {
  number: number;
  changeNote: string;
  fields: CandidateFields;
}

export interface ImportCandidate {
  /** The row in the file, from 1. */
  index: number;
  /** What the preview shows before the title is checked. */
  title: string;
  fields: CandidateFields;
  settings?: ExchangeSettings;
  /** Earlier versions, oldest first; the live one is `fields`. */
  previousVersions: CandidateVersion[];
  /** The live version's number and note, when the file names them. */
  liveNumber?: number;
  liveNote?: string;
  problems: ImportProblem[];
  /** How the file names our fields, for the problems' wording (a CSV's act is our title). */
  fieldLabels?: Readonly<Record<string, string>>;
}

/** Where a prompt with no category goes, so a member finds what an import brought. */
export const IMPORTED_CATEGORY = 'Imported';

export function warning(message: string, field?: string): ImportProblem {
  return field ? { severity: 'warning', field, message } : { severity: 'warning', message };
}

export function error(message: string, field?: string): ImportProblem {
  return field ? { severity: 'error', field, message } : { severity: 'error', message };
}

/** Known families by a word in the name another tool uses (gpt-4o, claude-3-5-sonnet, ...). */
const MODEL_FAMILIES: readonly [RegExp, ModelName][] = [
  [/dall[-\s]?e/i, 'DALL-E'],
  [/midjourney/i, 'Midjourney'],
  [/stable[-\s]?diffusion|sdxl/i, 'Stable Diffusion'],
  [/gemini/i, 'Gemini'],
  [/claude/i, 'Claude'],
  [/llama/i, 'Llama'],
  [/gpt|chatgpt|\bo[134]\b/i, 'ChatGPT'],
];

function isModelName(value: string): value is ModelName {
  return (MODEL_NAMES as readonly string[]).includes(value);
}

/**
 * One of our model names for what a file says: ours as they are, another
 * tool's by family, anything else "Other" with a warning, so an unknown
 * model never keeps a prompt out.
 */
export function mapModel(
  given: unknown,
  fallback: ModelName,
): { model: unknown; problem?: ImportProblem } {
  if (given === undefined || given === null || given === '') return { model: fallback };
  if (typeof given !== 'string') return { model: given };
  const name = given.trim();
  if (isModelName(name)) return { model: name };
  const family = MODEL_FAMILIES.find(([pattern]) => pattern.test(name))?.[1];
  const model = family ?? 'Other';
  return {
    model,
    problem: warning(
      `The model "${name}" is not one of ours: it is imported as ${model}.`,
      'model',
    ),
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function listedVariables(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  return value.filter((variable) => !(isRecord(variable) && variable.defaultValue === ''));
}

/**
 * A variable without a default is one the text uses, which the submit
 * rules find again (in the same order, after the listed ones): the form
 * only lists variables with a default, so those without are left out here.
 */
export function withoutEmptyDefaults(fields: CandidateFields): CandidateFields {
  const steps = Array.isArray(fields.chainedPrompts)
    ? fields.chainedPrompts.map((step: unknown) =>
        isRecord(step) ? { ...step, variables: listedVariables(step.variables) } : step,
      )
    : fields.chainedPrompts;
  return {
    ...fields,
    ...(fields.variables === undefined ? {} : { variables: listedVariables(fields.variables) }),
    ...(steps === undefined ? {} : { chainedPrompts: steps }),
  };
}
