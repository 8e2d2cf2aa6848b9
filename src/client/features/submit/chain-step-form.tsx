/**
 * One more prompt for the chain: an optional title, system prompt and
 * tools, and the prompt text, without which Add to Chain stays disabled.
 */
import { Button, Group, Paper, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import type { ChainedPrompt } from '../../../shared/prompt-fields.ts';
import {
  MAX_CHAIN_STEPS,
  MAX_CHAIN_TITLE_LENGTH,
  MAX_PROMPT_TEXT_LENGTH,
  MAX_TOOLS_LENGTH,
} from '../../../shared/prompt-limits.ts';

const EMPTY_STEP: ChainedPrompt = {
  title: '',
  systemprompt: '',
  description: '',
  tools: '',
  variables: [],
};

interface Props {
  stepNumber: number;
  onAdd: (step: ChainedPrompt) => void;
}

export function ChainStepForm({ stepNumber, onAdd }: Props) {
  const [step, setStep] = useState<ChainedPrompt>(EMPTY_STEP);
  const headingId = useId();
  const isFull = stepNumber > MAX_CHAIN_STEPS;
  const canAdd = step.description.trim() !== '' && !isFull;
  const set = (field: keyof Omit<ChainedPrompt, 'variables'>) => (value: string) =>
    setStep((current) => ({ ...current, [field]: value }));

  // Add to Chain disables itself once the form is cleared: focus goes to the next step's title.
  const titleInput = useRef<HTMLInputElement>(null);
  const add = () => {
    if (!canAdd) return;
    onAdd({ ...step, title: step.title.trim() });
    setStep(EMPTY_STEP);
    titleInput.current?.focus();
  };

  return (
    <Paper withBorder radius="md" p="md" role="group" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={3} size="h5" id={headingId}>
          Add step {stepNumber}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            ref={titleInput}
            label="Step title"
            placeholder="Optional, e.g. Outline"
            maxLength={MAX_CHAIN_TITLE_LENGTH}
            value={step.title}
            onChange={(event) => set('title')(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') event.preventDefault();
            }}
          />
          <TextInput
            label="Step tools"
            placeholder="Optional"
            maxLength={MAX_TOOLS_LENGTH}
            value={step.tools}
            onChange={(event) => set('tools')(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') event.preventDefault();
            }}
          />
        </SimpleGrid>
        <Textarea
          label="Step system prompt"
          placeholder="Optional"
          autosize
          minRows={2}
          maxRows={8}
          maxLength={MAX_PROMPT_TEXT_LENGTH}
          value={step.systemprompt}
          onChange={(event) => set('systemprompt')(event.currentTarget.value)}
        />
        <Textarea
          label="Step prompt"
          placeholder="e.g. Turn this outline into a thread: {outline}"
          autosize
          minRows={3}
          maxRows={10}
          maxLength={MAX_PROMPT_TEXT_LENGTH}
          value={step.description}
          onChange={(event) => set('description')(event.currentTarget.value)}
          description={
            isFull
              ? `A chain can have at most ${MAX_CHAIN_STEPS} steps.`
              : 'Required to add the step.'
          }
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
        <Group justify="flex-end">
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={add}
            disabled={!canAdd}
          >
            Add to Chain
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
