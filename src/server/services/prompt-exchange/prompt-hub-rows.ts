/**
 * Rows of our own JSON format (docs/prompt-export-format.md). Each prompt
 * gives the submit form's fields by the Prompt object's names; its
 * versions, oldest first, end with the live one, whose number and note the
 * import keeps. Files are links only and are not fetched.
 */
import type { ImportProblem } from '../../../shared/prompt-exchange-views.ts';
import {
  type CandidateFields,
  type CandidateVersion,
  error,
  type ImportCandidate,
  IMPORTED_CATEGORY,
  mapModel,
  warning,
} from './import-candidate.ts';

const CONTENT_FIELDS = [
  'title',
  'description',
  'systemprompt',
  'tools',
  'categories',
  'variables',
  'isImagePrompt',
  'isChained',
  'chainedPrompts',
  'executionType',
  'settings',
] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function contentFields(
  source: Record<string, unknown>,
  problems: ImportProblem[],
  prefix: string,
): CandidateFields {
  const fields: CandidateFields = {};
  for (const name of CONTENT_FIELDS) if (source[name] !== undefined) fields[name] = source[name];
  fields.categories ??= [IMPORTED_CATEGORY];
  const { model, problem } = mapModel(source.model, 'Other');
  fields.model = model;
  if (problem) problems.push({ ...problem, field: `${prefix}model` });
  return fields;
}

function versionsOf(
  source: Record<string, unknown>,
  problems: ImportProblem[],
): { previous: CandidateVersion[]; live?: { number: number; note: string } } {
  const list = source.versions;
  if (list === undefined) return { previous: [] };
  if (!Array.isArray(list)) {
    problems.push(error('must be a list of versions', 'versions'));
    return { previous: [] };
  }
  const versions: CandidateVersion[] = [];
  list.forEach((item: unknown, at) => {
    const field = `versions.${at}`;
    if (!isRecord(item) || !isRecord(item.content)) {
      problems.push(error('must be a version with its content', field));
      return;
    }
    const number = item.number;
    if (typeof number !== 'number' || !Number.isInteger(number) || number < 1) {
      problems.push(error('must have a whole version number of 1 or more', `${field}.number`));
      return;
    }
    const note = typeof item.changeNote === 'string' ? item.changeNote : '';
    versions.push({
      number,
      changeNote: note,
      fields: contentFields(item.content, problems, `${field}.content.`),
    });
  });
  const last = versions.pop();
  return last
    ? { previous: versions, live: { number: last.number, note: last.changeNote } }
    : { previous: [] };
}

export function promptHubCandidate(item: unknown, index: number): ImportCandidate {
  const problems: ImportProblem[] = [];
  if (!isRecord(item)) {
    return {
      index,
      title: '',
      fields: {},
      previousVersions: [],
      problems: [error('must be a prompt object')],
    };
  }
  const fields = contentFields(item, problems, '');
  const { previous, live } = versionsOf(item, problems);
  const files = Array.isArray(item.attachments) ? item.attachments.length : 0;
  if (files > 0)
    problems.push(
      warning(
        `${files === 1 ? 'Its file is' : `Its ${files} files are`} not imported: files travel as links only.`,
        'attachments',
      ),
    );
  const settings = isRecord(item.settings) ? item.settings : undefined;
  return {
    index,
    title: typeof item.title === 'string' ? item.title : '',
    fields,
    ...(settings ? { settings } : {}),
    previousVersions: previous,
    ...(live ? { liveNumber: live.number, liveNote: live.note } : {}),
    problems,
  };
}
