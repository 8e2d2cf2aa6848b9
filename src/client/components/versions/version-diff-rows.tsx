/**
 * A version diff (shared/prompt-version-diff.ts) as rows a person reads:
 * one row per changed field (a chain step's changed texts each get their
 * own), each with what the earlier and the later version hold.
 */
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { MODEL_SETTING_LABELS } from '../../../shared/model-settings.ts';
import { diffText } from '../../../shared/prompt-version-diff.ts';
import type { FieldChange, VariablesChange } from '../../../shared/prompt-version-views.ts';
import { Added, ChangedWords, Removed } from './changed-words.tsx';
import classes from './version-diff.module.css';

export interface DiffRow {
  key: string;
  label: string;
  before: ReactNode;
  after: ReactNode;
}

const FIELD_LABELS: Record<FieldChange['field'], string> = {
  title: 'Title',
  description: 'User prompt',
  systemprompt: 'System prompt',
  tools: 'Tools and requirements',
  categories: 'Categories',
  model: 'Model',
  executionType: 'Execution type',
  isImagePrompt: 'Image prompt',
  isChained: 'Chained prompt',
  variables: 'Variables',
  chainedPrompts: 'Chained prompts',
  attachments: 'Attachments',
  settings: 'Model settings',
};

const STEP_FIELD_LABELS = {
  title: 'title',
  systemprompt: 'system prompt',
  description: 'prompt',
  tools: 'tools',
} as const;

function Quiet({ children }: { children: string }) {
  return <p className={`${classes.text} ${classes.unchanged}`}>{children}</p>;
}

function valueText(value: string | boolean): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return value === '' ? '(none)' : value;
}

function ItemList({ items, mark }: { items: readonly string[]; mark: 'added' | 'removed' }) {
  const Mark = mark === 'added' ? Added : Removed;
  return (
    <ul className={classes.text} style={{ paddingInlineStart: 18 }}>
      {items.map((item) => (
        <li key={item}>
          <Mark>{item}</Mark>
        </li>
      ))}
    </ul>
  );
}

function listSides(added: readonly string[], removed: readonly string[], reordered: boolean) {
  if (reordered) {
    return { before: <Quiet>The same items</Quiet>, after: <Quiet>In a new order</Quiet> };
  }
  return {
    before:
      removed.length > 0 ? (
        <ItemList items={removed} mark="removed" />
      ) : (
        <Quiet>Nothing removed</Quiet>
      ),
    after:
      added.length > 0 ? <ItemList items={added} mark="added" /> : <Quiet>Nothing added</Quiet>,
  };
}

function VariableLines({ change, side }: { change: VariablesChange; side: 'before' | 'after' }) {
  const whole = side === 'before' ? change.removed : change.added;
  const Mark = side === 'before' ? Removed : Added;
  if (whole.length === 0 && change.changed.length === 0) return <Quiet>(none)</Quiet>;
  return (
    <ul className={classes.text} style={{ paddingInlineStart: 18 }}>
      {whole.map((variable) => (
        <li key={`whole-${variable.name}`}>
          <Mark>{`${variable.name} = ${variable.defaultValue || '(empty)'}`}</Mark>
        </li>
      ))}
      {change.changed.map((variable) => (
        <li key={`changed-${variable.name}`}>
          <Text span inherit fw={600}>
            {variable.name}
          </Text>
          {' = '}
          <ChangedWords parts={diffText(variable.from, variable.to)} side={side} inline />
        </li>
      ))}
    </ul>
  );
}

function stepRows(change: Extract<FieldChange, { kind: 'steps' }>): DiffRow[] {
  return change.steps.flatMap((step): DiffRow[] => {
    const label = `Step ${step.index + 1}`;
    if (step.change === 'added') {
      return [
        {
          key: `step-${step.index}`,
          label,
          before: <Quiet>(no such step)</Quiet>,
          after: <Added>Step added</Added>,
        },
      ];
    }
    if (step.change === 'removed') {
      return [
        {
          key: `step-${step.index}`,
          label,
          before: <Removed>Step removed</Removed>,
          after: <Quiet>(no such step)</Quiet>,
        },
      ];
    }
    const rows = step.fields.map((field) => ({
      key: `step-${step.index}-${field.field}`,
      label: `${label} ${STEP_FIELD_LABELS[field.field]}`,
      before: <ChangedWords parts={field.parts} side="before" />,
      after: <ChangedWords parts={field.parts} side="after" />,
    }));
    const variables = step.variables;
    return variables
      ? [
          ...rows,
          {
            key: `step-${step.index}-variables`,
            label: `${label} variables`,
            before: <VariableLines change={variables} side="before" />,
            after: <VariableLines change={variables} side="after" />,
          },
        ]
      : rows;
  });
}

/** One row per setting, labelled "Model settings: Temperature"; unset reads "Default". */
function settingRows(change: Extract<FieldChange, { kind: 'settings' }>): DiffRow[] {
  const shown = (value: string | number | null) =>
    value === null ? 'Default' : value.toLocaleString('en-US');
  return change.changed.map((setting) => ({
    key: `settings-${setting.name}`,
    label: `Model settings: ${MODEL_SETTING_LABELS[setting.name]}`,
    before:
      setting.from === null ? <Quiet>Default</Quiet> : <Removed>{shown(setting.from)}</Removed>,
    after: setting.to === null ? <Quiet>Default</Quiet> : <Added>{shown(setting.to)}</Added>,
  }));
}

export function diffRows(changes: readonly FieldChange[]): DiffRow[] {
  return changes.flatMap((change): DiffRow[] => {
    const label = FIELD_LABELS[change.field];
    const key = change.field;
    switch (change.kind) {
      case 'text':
        return [
          {
            key,
            label,
            before: <ChangedWords parts={change.parts} side="before" />,
            after: <ChangedWords parts={change.parts} side="after" />,
          },
        ];
      case 'value':
        return [
          {
            key,
            label,
            before: <Removed>{valueText(change.from)}</Removed>,
            after: <Added>{valueText(change.to)}</Added>,
          },
        ];
      case 'list':
        return [{ key, label, ...listSides(change.added, change.removed, change.reordered) }];
      case 'variables':
        return [
          {
            key,
            label,
            before: <VariableLines change={change} side="before" />,
            after: <VariableLines change={change} side="after" />,
          },
        ];
      case 'steps':
        return stepRows(change);
      case 'settings':
        return settingRows(change);
    }
  });
}
