/**
 * The model settings' inputs (decision 054), shared by the Submit and Edit
 * forms and the playground: only the fields the chosen models take, each
 * with its range, empty meaning "the model's default", and what is wrong
 * said under the field. A number being typed ("0.") is kept as typed while
 * the settings hold its value.
 */
import { NumberInput, Select, SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import {
  MODEL_SETTING_LABELS,
  type ModelSettingName,
  type ModelSettings,
} from '../../../shared/model-settings.ts';
import {
  fieldNames,
  fieldRange,
  numberFrom,
  rangeWords,
  type SettingProblems,
  sizeChoices,
  withSetting,
} from './setting-fields-rules.ts';

interface Props {
  /** The model the settings are for (or the models compared). */
  models: readonly string[];
  value: ModelSettings;
  onChange: (settings: ModelSettings) => void;
  problems: SettingProblems;
  /** Makes each input's id (`${idPrefix}-temperature`), so a form can focus one. */
  idPrefix: string;
  disabled?: boolean;
}

export function settingFieldId(idPrefix: string, name: ModelSettingName): string {
  return `${idPrefix}-${name}`;
}

const STEPS: Record<Exclude<ModelSettingName, 'imageSize'>, number> = {
  temperature: 0.1,
  topP: 0.05,
  maxOutputTokens: 256,
  imageCount: 1,
};

const HINTS: Record<ModelSettingName, string> = {
  temperature: 'Higher is more varied, lower more focused.',
  topP: 'Only the likeliest words adding up to this share.',
  maxOutputTokens: 'The longest answer; your plan may allow less.',
  imageSize: 'Leave empty for the model’s default.',
  imageCount: 'Each image counts as one generation.',
};

const sameValue = (typed: number | string, value: number | undefined) =>
  numberFrom(typed) === value;

export function ModelSettingsFields(props: Props) {
  const { models, value, onChange, problems, idPrefix, disabled } = props;
  // What is being typed, kept while it still reads as the stored value.
  const [typed, setTyped] = useState<Partial<Record<ModelSettingName, number | string>>>({});
  const names = fieldNames(models);

  const numberField = (name: Exclude<ModelSettingName, 'imageSize'>) => {
    const range = fieldRange(models, name);
    const current = value[name];
    const own = typed[name];
    const shown = own !== undefined && sameValue(own, current) ? own : (current ?? '');
    return (
      <NumberInput
        key={name}
        id={settingFieldId(idPrefix, name)}
        label={MODEL_SETTING_LABELS[name]}
        description={`${HINTS[name]} Range: ${rangeWords(models, name)}.`}
        placeholder="Model default"
        value={shown}
        onChange={(raw) => {
          setTyped((before) => ({ ...before, [name]: raw }));
          onChange(withSetting(value, name, numberFrom(raw)));
        }}
        min={range?.min}
        max={range?.max}
        step={STEPS[name]}
        allowDecimal={name === 'temperature' || name === 'topP'}
        decimalScale={name === 'temperature' || name === 'topP' ? 2 : undefined}
        allowNegative={false}
        clampBehavior="none"
        thousandSeparator={name === 'maxOutputTokens' ? ',' : undefined}
        error={problems[name]}
        disabled={disabled}
      />
    );
  };

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
      {names.map((name) =>
        name === 'imageSize' ? (
          <Select
            key={name}
            id={settingFieldId(idPrefix, name)}
            label={MODEL_SETTING_LABELS.imageSize}
            description={HINTS.imageSize}
            placeholder="Model default"
            data={sizeChoices(models)}
            value={value.imageSize ?? null}
            onChange={(size) => onChange(withSetting(value, 'imageSize', size ?? undefined))}
            clearable
            error={problems.imageSize}
            disabled={disabled}
          />
        ) : (
          numberField(name)
        ),
      )}
    </SimpleGrid>
  );
}
