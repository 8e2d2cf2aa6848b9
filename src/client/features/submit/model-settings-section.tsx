/**
 * The form's optional "Model settings" (decision 054): closed until the
 * person opens it, open at once when the prompt has settings or one is
 * wrong. Only the settings the chosen model takes are shown and saved; what
 * is wrong is said under the field as it is typed.
 */
import { Button, Collapse, Stack, Text } from '@mantine/core';
import { IconAdjustments, IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { hasSettings, settingsTakenBy, takesSettings } from '../../../shared/model-settings.ts';
import {
  ModelSettingsFields,
  settingFieldId,
} from '../../components/model-settings/model-settings-fields.tsx';
import { problemSentences } from '../../components/model-settings/setting-fields-rules.ts';
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
  const hasProblem = Object.keys(problems).length > 0 || error !== undefined;
  const open = opened || hasProblem;
  const canSet = takesSettings(draft.model);

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
          <Button
            variant="default"
            leftSection={<IconAdjustments size={16} aria-hidden />}
            rightSection={
              open ? (
                <IconChevronUp size={16} aria-hidden />
              ) : (
                <IconChevronDown size={16} aria-hidden />
              )
            }
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpened(!open)}
            disabled={hasProblem && open}
            style={{ alignSelf: 'flex-start' }}
          >
            {open ? 'Hide model settings' : 'Set model settings'}
          </Button>
          <Collapse expanded={open} id={panelId}>
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
