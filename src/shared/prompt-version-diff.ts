/**
 * The difference between two versions' content, field by field (decision
 * 043): texts as runs of words kept, added and removed (the `diff`
 * package's word diff); variables by name; chain steps by position;
 * categories and files as sets (with a flag when only the order moved);
 * model settings one by one (decision 054);
 * the rest as before and after. Shared so the server answers it and the
 * client can compute the same thing for what is on screen.
 */
import { diffWords } from 'diff';
import { MODEL_SETTING_NAMES, type ModelSettings } from './model-settings.ts';
import type { PromptVariable } from './prompt-fields.ts';
import {
  type FieldChange,
  type SettingsChange,
  type StepsChange,
  TEXT_FIELDS,
  type TextPart,
  VALUE_FIELDS,
  type VariablesChange,
  type VersionContentView,
} from './prompt-version-views.ts';

/**
 * Past this many edits a word diff gives up (its cost grows with the
 * product of the edits and the length) and the text is shown as wholly
 * replaced: a rewrite of a long prompt is better read side by side anyway.
 */
const MAX_WORD_EDITS = 2_000;

export function diffText(before: string, after: string): TextPart[] {
  const changes = diffWords(before, after, { maxEditLength: MAX_WORD_EDITS });
  if (!changes) {
    return [
      ...(before ? [{ value: before, removed: true }] : []),
      ...(after ? [{ value: after, added: true }] : []),
    ];
  }
  return changes.map((change) => ({
    value: change.value,
    ...(change.added ? { added: true } : {}),
    ...(change.removed ? { removed: true } : {}),
  }));
}

export function diffVariables(
  before: readonly PromptVariable[],
  after: readonly PromptVariable[],
): VariablesChange | null {
  const earlier = new Map(before.map((variable) => [variable.name, variable.defaultValue]));
  const later = new Map(after.map((variable) => [variable.name, variable.defaultValue]));
  const added = after.filter((variable) => !earlier.has(variable.name));
  const removed = before.filter((variable) => !later.has(variable.name));
  const changed = after.flatMap((variable) => {
    const from = earlier.get(variable.name);
    return from !== undefined && from !== variable.defaultValue
      ? [{ name: variable.name, from, to: variable.defaultValue }]
      : [];
  });
  if (added.length + removed.length + changed.length === 0) return null;
  return { field: 'variables', kind: 'variables', added, removed, changed };
}

function diffList(
  field: 'categories' | 'attachments',
  before: readonly string[],
  after: readonly string[],
): FieldChange | null {
  const added = after.filter((item) => !before.includes(item));
  const removed = before.filter((item) => !after.includes(item));
  const reordered =
    added.length === 0 &&
    removed.length === 0 &&
    before.some((item, index) => after[index] !== item);
  if (added.length === 0 && removed.length === 0 && !reordered) return null;
  return { field, kind: 'list', added, removed, reordered };
}

type Step = VersionContentView['chainedPrompts'][number];
const STEP_TEXT_FIELDS = ['title', 'systemprompt', 'description', 'tools'] as const;

function diffSteps(before: readonly Step[], after: readonly Step[]): StepsChange | null {
  const steps: StepsChange['steps'] = [];
  for (let index = 0; index < Math.max(before.length, after.length); index += 1) {
    const earlier = before[index];
    const later = after[index];
    if (!earlier && later) {
      steps.push({ index, change: 'added', fields: [] });
    } else if (earlier && !later) {
      steps.push({ index, change: 'removed', fields: [] });
    } else if (earlier && later) {
      const fields = STEP_TEXT_FIELDS.filter((field) => earlier[field] !== later[field]).map(
        (field) => ({
          field,
          kind: 'text' as const,
          parts: diffText(earlier[field], later[field]),
        }),
      );
      const variables = diffVariables(earlier.variables, later.variables);
      if (fields.length > 0 || variables) {
        steps.push({ index, change: 'changed', fields, ...(variables ? { variables } : {}) });
      }
    }
  }
  return steps.length > 0 ? { field: 'chainedPrompts', kind: 'steps', steps } : null;
}

/** Each setting set, unset or changed, in the catalogue's order. */
export function diffSettings(before: ModelSettings, after: ModelSettings): SettingsChange | null {
  const changed = MODEL_SETTING_NAMES.flatMap((name) => {
    const from = before[name] ?? null;
    const to = after[name] ?? null;
    return from === to ? [] : [{ name, from, to }];
  });
  return changed.length > 0 ? { field: 'settings', kind: 'settings', changed } : null;
}

/** Every field that differs between `before` and `after`, in the form's order. */
export function diffVersionContents(
  before: VersionContentView,
  after: VersionContentView,
): FieldChange[] {
  const changes: (FieldChange | null)[] = [
    ...TEXT_FIELDS.map((field): FieldChange | null =>
      before[field] === after[field]
        ? null
        : { field, kind: 'text', parts: diffText(before[field], after[field]) },
    ),
    diffList('categories', before.categories, after.categories),
    ...VALUE_FIELDS.map((field): FieldChange | null =>
      before[field] === after[field]
        ? null
        : { field, kind: 'value', from: before[field], to: after[field] },
    ),
    diffSettings(before.settings, after.settings),
    diffVariables(before.variables, after.variables),
    diffSteps(before.chainedPrompts, after.chainedPrompts),
    diffList(
      'attachments',
      before.attachments.map((file) => file.fileName),
      after.attachments.map((file) => file.fileName),
    ),
  ];
  return changes.filter((change) => change !== null);
}
