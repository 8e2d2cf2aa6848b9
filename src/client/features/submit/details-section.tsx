/** Where the prompt belongs: its categories, the model it is written for, and whether it makes images. */
import { Select, SimpleGrid, Stack, Switch } from '@mantine/core';
import { isModelName, SUBMIT_MODELS } from '../../../shared/models.ts';
import { CategoryPicker } from './category-picker.tsx';
import { FormSection } from './form-section.tsx';
import type { SectionErrors } from './form-problems.ts';
import type { DraftUpdate, PromptDraft } from './prompt-draft.ts';

interface Props {
  draft: PromptDraft;
  update: DraftUpdate;
  errors: SectionErrors;
  onEdit: (section: 'categories' | 'model') => void;
}

/** The submit choices, plus a stored prompt's model when an edit starts from another one. */
function modelChoices(current: string): string[] {
  const choices: string[] = [...SUBMIT_MODELS];
  return choices.includes(current) ? choices : [...choices, current];
}

export function DetailsSection({ draft, update, errors, onEdit }: Props) {
  return (
    <FormSection title="Details">
      <Stack gap="md">
        <CategoryPicker
          value={draft.categories}
          onChange={(categories) => {
            update((current) => ({ ...current, categories }));
            onEdit('categories');
          }}
          error={errors.categories}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="lg">
          <Select
            label="Model"
            data={modelChoices(draft.model)}
            value={draft.model}
            allowDeselect={false}
            onChange={(model) => {
              if (!model || !isModelName(model)) return;
              update((current) => ({ ...current, model }));
              onEdit('model');
            }}
            error={errors.model}
          />
          <Switch
            label="Image prompt"
            description="Turn on when the prompt makes an image rather than text."
            checked={draft.isImagePrompt}
            onChange={(event) => {
              const isImagePrompt = event.currentTarget.checked;
              update((current) => ({ ...current, isImagePrompt }));
              onEdit('model');
            }}
            mt={{ sm: 'lg' }}
          />
        </SimpleGrid>
      </Stack>
    </FormSection>
  );
}
