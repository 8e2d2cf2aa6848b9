/**
 * The form's optional "Model settings" (decision 054): closed until the
 * person opens it, open at once when the prompt has settings, and opened
 * again when saving finds one wrong. Only the settings the chosen model
 * takes are shown and saved; what is wrong is said under the field as it
 * is typed.
 */
import { Collapse, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { hasSettings, settingsTakenBy, takesSettings } from '../../../shared/model-settings.ts';
import {
  ModelSettingsFields,
  settingFieldId,
} from '../../components/model-settings/model-settings-fields.tsx';
import { problemSentences } from '../../components/model-settings/setting-fields-rules.ts';
import { SettingsToggleButton } from '../../components/model-settings/settings-toggle-button.tsx';
import { FormSection } from './form-section.tsx';
import type { DraftUpdate, PromptDraft } from './prompt-draft.ts';

export const SETTINGS_ID_PREFIX = 'prompt-setting';

/** Where focus goes when the form finds this setting wrong. */
export function settingInputId(name: Parameters<typeof settingFieldId>[1]): string {
  return settingFieldId(SETTINGS_ID_PREFIX, name);
}

interface Props {
  draft: PromptDraft;
  update: DraftUpdate;
  /** The form's or the server's message, when the fields do not say it already. */
  error?: string;
  onEdit: () => void;
}

export function ModelSettingsSection({ draft, update, error, onEdit }: Props) {
  const [opened, setOpened] = useState(() => hasSettings(draft.settings));
  const panelId = useId();
  const taken = settingsTakenBy(draft.model, draft.settings);
  const problems = problemSentences(draft.model, taken);
  const canSet = takesSettings(draft.model);
  // A refused save shows where: the fields come into view in the same render,
  // so the form can focus the one that is wrong.
  const [seenError, setSeenError] = useState(error);
  if (error !== seenError) {
    setSeenError(error);
    if (error) setOpened(true);
  }

  return (
    <FormSection
      title="Model settings"
      description={
        canSet
          ? `Optional. Temperature, answer length and the like for ${draft.model}; left empty, the model uses its defaults.`
          : `${draft.model} takes no settings here: a run uses the model's defaults.`
      }
    >
      {canSet && (
        <Stack gap="md">
          <SettingsToggleButton
            opened={opened}
            onToggle={() => setOpened(!opened)}
            controls={panelId}
            style={{ alignSelf: 'flex-start' }}
          >
            {opened ? 'Hide model settings' : 'Set model settings'}
          </SettingsToggleButton>
          <Collapse expanded={opened} id={panelId}>
            <Stack gap="sm">
              <ModelSettingsFields
                models={[draft.model]}
                value={draft.settings}
                onChange={(settings) => {
                  update((current) => ({ ...current, settings }));
                  onEdit();
                }}
                problems={problems}
                idPrefix={SETTINGS_ID_PREFIX}
              />
              {error && Object.keys(problems).length === 0 && (
                <Text size="sm" c="var(--mantine-color-error)" role="alert">
                  {error}
                </Text>
              )}
            </Stack>
          </Collapse>
        </Stack>
      )}
    </FormSection>
  );
}
