/**
 * Judges each candidate as the submit form would: the same schema
 * (lengths, control characters, types, the model list) and the same rules
 * (submission-rules.ts). Every complaint becomes a problem of its row, so
 * the preview names each one; a row with an error is never written.
 */
import { createHash } from 'node:crypto';
import type { ZodError } from 'zod';
import { MAX_VERSION_NUMBER } from '../../../shared/prompt-version-fields.ts';
import type { ImportProblem } from '../../../shared/prompt-exchange-views.ts';
import { promptSubmissionInput } from '../../../shared/prompt-submission-input.ts';
import { AppError } from '../../errors.ts';
import { type NormalizedSubmission, normalizeSubmission } from '../prompts/submission-rules.ts';
import type { ExchangeSettings } from './exchange-format.ts';
import {
  type CandidateFields,
  error,
  type ImportCandidate,
  withoutEmptyDefaults,
} from './import-candidate.ts';

export interface CheckedVersion {
  number: number;
  changeNote: string;
  content: NormalizedSubmission;
}

export interface CheckedRow {
  index: number;
  title: string;
  problems: ImportProblem[];
  /** Set when the row has no error. */
  content?: NormalizedSubmission;
  fingerprint?: string;
  previousVersions: CheckedVersion[];
  liveNumber: number;
  liveNote: string;
  settings?: ExchangeSettings;
}

type FieldLabels = Readonly<Record<string, string>>;

/**
 * The first complaint about each field, as the doors' field errors do; the
 * message names the field as the file does when it has its own name for it.
 */
function issuesOf(zodError: ZodError, prefix: string, labels: FieldLabels): ImportProblem[] {
  const seen = new Set<string>();
  return zodError.issues.flatMap((issue) => {
    const field = `${prefix}${issue.path.join('.')}`;
    if (seen.has(field)) return [];
    seen.add(field);
    const named = labels[field] ?? field;
    return [error(field ? `${named} ${issue.message}` : issue.message, field || undefined)];
  });
}

function normalize(
  fields: CandidateFields,
  prefix: string,
  problems: ImportProblem[],
  labels: FieldLabels = {},
): NormalizedSubmission | undefined {
  const parsed = promptSubmissionInput.safeParse({
    ...withoutEmptyDefaults(fields),
    visibility: 'private',
  });
  if (!parsed.success) {
    problems.push(...issuesOf(parsed.error, prefix, labels));
    return undefined;
  }
  try {
    return normalizeSubmission(parsed.data);
  } catch (cause) {
    if (!(cause instanceof AppError)) throw cause;
    // The rules name their field (settings.temperature); the chain's do not.
    const field = Object.keys(cause.fields ?? {})[0] ?? 'chainedPrompts';
    problems.push(error(cause.message, `${prefix}${field}`));
    return undefined;
  }
}

/**
 * SHA-256 of what makes two prompts the same to a reader: title, text,
 * system prompt and the chain's steps (decision 055). Categories, model and
 * variables' defaults may differ between tools without it being another prompt.
 */
export function fingerprintOf(content: NormalizedSubmission): string {
  const chain = content.chainedPrompts.map((step) => [
    step.title,
    step.systemprompt,
    step.description,
    step.tools,
  ]);
  const key = JSON.stringify([content.title, content.description, content.systemPrompt, chain]);
  return createHash('sha256').update(key).digest('hex');
}

function checkNumbers(candidate: ImportCandidate, live: number, problems: ImportProblem[]): void {
  const numbers = [...candidate.previousVersions.map((version) => version.number), live];
  const ordered = numbers.every((number, at) => at === 0 || number > (numbers[at - 1] ?? 0));
  if (!ordered || live > MAX_VERSION_NUMBER)
    problems.push(
      error(
        `Version numbers must rise from one version to the next and stay under ${MAX_VERSION_NUMBER.toLocaleString('en')}.`,
        'versions',
      ),
    );
}

export function checkCandidate(candidate: ImportCandidate): CheckedRow {
  const problems = [...candidate.problems];
  // CSV and Langfuse rows carry their settings beside the fields; our JSON
  // has them in the fields. Either way they meet the submit form's checks.
  const fields = candidate.settings
    ? { settings: candidate.settings, ...candidate.fields }
    : candidate.fields;
  const content = normalize(fields, '', problems, candidate.fieldLabels);
  const previousVersions = candidate.previousVersions.flatMap((version, at) => {
    const checked = normalize(version.fields, `versions.${at}.`, problems);
    return checked
      ? [{ number: version.number, changeNote: version.changeNote, content: checked }]
      : [];
  });
  const liveNumber = candidate.liveNumber ?? candidate.previousVersions.length + 1;
  checkNumbers(candidate, liveNumber, problems);
  const ok = content && !problems.some((problem) => problem.severity === 'error');
  return {
    index: candidate.index,
    title: content?.title ?? candidate.title,
    problems,
    ...(ok ? { content, fingerprint: fingerprintOf(content) } : {}),
    previousVersions,
    liveNumber,
    liveNote: candidate.liveNote ?? '',
    ...(candidate.settings ? { settings: candidate.settings } : {}),
  };
}
