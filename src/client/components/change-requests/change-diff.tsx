/**
 * What a change request changes, field by field (shared/prompt-version-diff.ts):
 * texts with the added words marked and the removed ones struck through,
 * the rest as before and after. The marks are <ins> and <del> with a visible
 * style and words for screen readers, so the difference is not told by
 * colour alone.
 */
import { Stack, Text, Title } from '@mantine/core';
import { MODEL_SETTING_LABELS } from '../../../shared/model-settings.ts';
import type { FieldChange, TextPart } from '../../../shared/prompt-version-views.ts';
import classes from './change-diff.module.css';

const FIELD_NAMES: Record<FieldChange['field'], string> = {
  title: 'Title',
  description: 'User prompt',
  systemprompt: 'System prompt',
  tools: 'Tools',
  categories: 'Categories',
  model: 'Model',
  executionType: 'Execution type',
  isImagePrompt: 'Image prompt',
  isChained: 'Chained',
  variables: 'Variables',
  chainedPrompts: 'Chain steps',
  attachments: 'Files',
  settings: 'Model settings',
};

function shown(value: string | boolean): string {
  if (value === true) return 'yes';
  if (value === false) return 'no';
  return value;
}

export function DiffText({ parts }: { parts: readonly TextPart[] }) {
  return (
    <Text component="div" size="sm" className={classes.text}>
      {parts.map((part, index) =>
        part.added ? (
          <ins key={index} className={classes.added} aria-label={`added: ${part.value}`}>
            {part.value}
          </ins>
        ) : part.removed ? (
          <del key={index} className={classes.removed} aria-label={`removed: ${part.value}`}>
            {part.value}
          </del>
        ) : (
          <span key={index}>{part.value}</span>
        ),
      )}
    </Text>
  );
}

function ChangeBody({ change }: { change: FieldChange }) {
  switch (change.kind) {
    case 'text':
      return <DiffText parts={change.parts} />;
    case 'value':
      return (
        <Text size="sm">
          {shown(change.from)} → {shown(change.to)}
        </Text>
      );
    case 'list':
      return (
        <Text size="sm">
          {[
            change.added.length > 0 ? `Added: ${change.added.join(', ')}` : '',
            change.removed.length > 0 ? `Removed: ${change.removed.join(', ')}` : '',
            change.reordered ? 'Reordered' : '',
          ]
            .filter(Boolean)
            .join('. ')}
        </Text>
      );
    case 'variables':
      return (
        <Text size="sm">
          {[
            ...change.added.map((v) => `Added {${v.name}}`),
            ...change.removed.map((v) => `Removed {${v.name}}`),
            ...change.changed.map((v) => `{${v.name}}: "${v.from}" → "${v.to}"`),
          ].join('. ')}
        </Text>
      );
    case 'steps':
      return (
        <Text size="sm">
          {change.steps.map((step) => `Step ${step.index + 1} ${step.change}`).join('. ')}
        </Text>
      );
    case 'settings':
      return (
        <Text size="sm">
          {change.changed
            .map(
              (setting) =>
                `${MODEL_SETTING_LABELS[setting.name]}: ${setting.from ?? 'default'} → ${setting.to ?? 'default'}`,
            )
            .join('. ')}
        </Text>
      );
  }
}

export function ChangeDiff({
  changes,
  headingOrder = 4,
}: {
  changes: readonly FieldChange[];
  headingOrder?: 3 | 4 | 5;
}) {
  if (changes.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nothing differs from the live version.
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {changes.map((change) => (
        <div key={change.field}>
          <Title order={headingOrder} size="h6" mb={4}>
            {FIELD_NAMES[change.field]}
          </Title>
          <ChangeBody change={change} />
        </div>
      ))}
    </Stack>
  );
}
