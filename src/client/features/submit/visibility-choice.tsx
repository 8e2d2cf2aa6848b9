/** Who a prompt is for (decision 049): everyone after review, or its owner only. */
import { Radio, Stack } from '@mantine/core';
import type { PromptVisibility } from '../../../shared/prompt-fields.ts';
import { FormSection } from './form-section.tsx';

interface Props {
  value: PromptVisibility;
  onChange: (value: PromptVisibility) => void;
}

export function VisibilityChoice({ value, onChange }: Props) {
  return (
    <FormSection title="Visibility">
      <Radio.Group
        label="Who can see this prompt"
        value={value}
        onChange={(next) => onChange(next === 'private' ? 'private' : 'public')}
      >
        <Stack gap="xs" mt="xs">
          <Radio
            value="public"
            label="Public"
            description="Goes to review, then into the library"
          />
          <Radio value="private" label="Private" description="Only you; no review, not listed" />
        </Stack>
      </Radio.Group>
    </FormSection>
  );
}
