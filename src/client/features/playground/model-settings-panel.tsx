/**
 * The playground's model settings for the next run (decision 054): Try
 * This fills them with the prompt's own, the person may change them for a
 * run, and they go with it as `settings`. Closed, the panel reads what is
 * set; open, it shows the fields the chosen model takes. A value the model
 * does not take as given is said under its field and holds Generate back,
 * saying why (use-playground); in a comparison each model takes what it can. When the plan lowers the
 * maximum, the output says so (the run's `clamped` event, run-state.ts).
 */
import { Button, Collapse, Group, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import {
  type ModelSettings,
  settingEntries,
  settingsTakenBy,
} from '../../../shared/model-settings.ts';
import { ModelSettingsFields } from '../../components/model-settings/model-settings-fields.tsx';
import { SettingsToggleButton } from '../../components/model-settings/settings-toggle-button.tsx';
import {
  fieldNames,
  type SettingProblems,
} from '../../components/model-settings/setting-fields-rules.ts';

interface Props {
  /** The model that runs, or the models compared. */
  models: readonly string[];
  settings: ModelSettings;
  /** What is wrong for the single model chosen (none in a comparison). */
  problems: SettingProblems;
  disabled: boolean;
  onChange: (settings: ModelSettings) => void;
}

/** The settings the chosen models take, as the closed panel reads them. */
function summaryOf(models: readonly string[], settings: ModelSettings): string {
  const shown =
    models.length === 1 ? settingsTakenBy(models[0] ?? '', settings) : pick(models, settings);
  const entries = settingEntries(shown);
  if (entries.length === 0) return "The model's defaults";
  return entries.map((entry) => `${entry.label} ${entry.value}`).join(' · ');
}

function pick(models: readonly string[], settings: ModelSettings): ModelSettings {
  const kept: ModelSettings = {};
  for (const name of fieldNames(models)) {
    if (settings[name] !== undefined) Object.assign(kept, { [name]: settings[name] });
  }
  return kept;
}

export function ModelSettingsPanel({ models, settings, problems, disabled, onChange }: Props) {
  const [opened, setOpened] = useState(false);
  const panelId = useId();
  const fieldsId = useId();
  const open = opened;
  if (fieldNames(models).length === 0) return null;
  const isCompare = models.length > 1;

  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="wrap" style={{ rowGap: 2 }}>
        <SettingsToggleButton
          size="compact-sm"
          opened={open}
          onToggle={() => setOpened(!open)}
          controls={panelId}
        >
          Model settings
        </SettingsToggleButton>
        <Text size="sm" c="dimmed" aria-live="polite">
          {summaryOf(models, settings)}
        </Text>
      </Group>
      <Collapse expanded={open} id={panelId}>
        <Stack gap="sm" pt={4}>
          <Text size="xs" c="dimmed">
            {isCompare
              ? 'For this run only. In a comparison each model uses the settings it takes, within its own range.'
              : 'For this run only; the saved prompt keeps its own.'}
          </Text>
          <ModelSettingsFields
            models={models}
            value={settings}
            onChange={onChange}
            problems={problems}
            idPrefix={fieldsId}
            disabled={disabled}
          />
          {settingEntries(settings).length > 0 && (
            <Button
              variant="default"
              size="xs"
              style={{ alignSelf: 'flex-start' }}
              disabled={disabled}
              onClick={() => onChange({})}
            >
              Use the model's defaults
            </Button>
          )}
        </Stack>
      </Collapse>
    </Stack>
  );
}
