/**
 * The prompt's words: title, the user prompt (required, with a character
 * count), and the optional system prompt and tools.
 */
import { Stack, Textarea, TextInput } from '@mantine/core';
import {
  MAX_PROMPT_TEXT_LENGTH,
  MAX_TITLE_LENGTH,
  MAX_TOOLS_LENGTH,
} from '../../../shared/prompt-limits.ts';
import { FormSection } from './form-section.tsx';
import type { SectionErrors } from './form-problems.ts';
import type { DraftUpdate, PromptDraft } from './prompt-draft.ts';
import { formatWholeNumber } from '../../../shared/format.ts';

export const TITLE_INPUT_ID = 'prompt-title';
export const DESCRIPTION_INPUT_ID = 'prompt-description';

type TextField = 'title' | 'description' | 'systemprompt' | 'tools';

interface Props {
  draft: PromptDraft;
  update: DraftUpdate;
  errors: SectionErrors;
  onEdit: (section: TextField) => void;
}

function characterCount(text: string): string {
  return `${formatWholeNumber(text.length)} / ${formatWholeNumber(MAX_PROMPT_TEXT_LENGTH)} characters`;
}

export function PromptTextSection({ draft, update, errors, onEdit }: Props) {
  const setText = (field: TextField) => (value: string) => {
    update((current) => ({ ...current, [field]: value }));
    onEdit(field);
  };

  return (
    <FormSection
      title="The prompt"
      description="Use {name} or {{name}} in the text for the parts a person fills in."
    >
      <Stack gap="md">
        <TextInput
          id={TITLE_INPUT_ID}
          label="Title"
          placeholder="e.g. Viral Twitter thread generator"
          required
          maxLength={MAX_TITLE_LENGTH}
          value={draft.title}
          onChange={(event) => setText('title')(event.currentTarget.value)}
          error={errors.title}
        />
        <Textarea
          id={DESCRIPTION_INPUT_ID}
          label="User prompt"
          placeholder="Write a Twitter thread about {topic} for {audience}..."
          required
          autosize
          minRows={6}
          maxRows={16}
          maxLength={MAX_PROMPT_TEXT_LENGTH}
          value={draft.description}
          onChange={(event) => setText('description')(event.currentTarget.value)}
          description={characterCount(draft.description)}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          error={errors.description}
        />
        <Textarea
          label="System prompt"
          placeholder="Optional: how the model should behave, e.g. You are an expert copywriter."
          autosize
          minRows={3}
          maxRows={10}
          maxLength={MAX_PROMPT_TEXT_LENGTH}
          value={draft.systemprompt}
          onChange={(event) => setText('systemprompt')(event.currentTarget.value)}
          error={errors.systemprompt}
        />
        <Textarea
          label="Tools"
          placeholder="Optional: tools or requirements, e.g. web browsing, a code interpreter."
          autosize
          minRows={2}
          maxRows={8}
          maxLength={MAX_TOOLS_LENGTH}
          value={draft.tools}
          onChange={(event) => setText('tools')(event.currentTarget.value)}
          error={errors.tools}
        />
      </Stack>
    </FormSection>
  );
}
