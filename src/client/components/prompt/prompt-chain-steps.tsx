/**
 * A chained prompt's steps in order, with how they run: each on the output
 * of the one before (dependent), or each on its own with the same inputs.
 */
import { Stack, Text } from '@mantine/core';
import type { ChainedPrompt, ExecutionType } from '../../../shared/prompt-fields.ts';
import { PromptTextBlock } from './prompt-text-block.tsx';

const EXECUTION: Record<ExecutionType, { label: string; hint: string }> = {
  dependent: { label: 'Dependent', hint: "Each step receives the previous step's output." },
  independent: { label: 'Independent', hint: 'Each step runs on its own, with the same inputs.' },
};

interface Props {
  steps: ChainedPrompt[];
  executionType: ExecutionType;
}

export function PromptChainSteps({ steps, executionType }: Props) {
  const execution = EXECUTION[executionType];
  return (
    <Stack gap="sm">
      <Text size="sm">
        <strong>{execution.label}:</strong> {execution.hint}
      </Text>
      <Stack component="ol" gap="md" pl="md" m={0} aria-label="Chain steps">
        {steps.map((step, index) => (
          <li key={index}>
            <Stack gap={4}>
              <Text fw={600} size="sm">
                {step.title || `Step ${index + 1}`}
              </Text>
              {step.systemprompt && (
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
                  System: {step.systemprompt}
                </Text>
              )}
              <PromptTextBlock text={step.description} />
              {step.tools && (
                <Text size="xs" c="dimmed">
                  Tools: {step.tools}
                </Text>
              )}
            </Stack>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
