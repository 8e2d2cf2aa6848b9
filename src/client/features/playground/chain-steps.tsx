/**
 * A stored chained prompt's further steps, read-only, with how they run
 * (PRODUCT_SPEC section 9 "Execution types"). Switching the chain off runs
 * the prompt above alone.
 */
import { Badge, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { EXECUTION_WORDS } from './execution-words.ts';
import type { PlaygroundChain } from './playground-draft.ts';

interface Props {
  chain: PlaygroundChain;
  disabled: boolean;
  onEnabledChange: (enabled: boolean) => void;
}

export function ChainSteps({ chain, disabled, onEnabledChange }: Props) {
  const headingId = useId();
  const execution = EXECUTION_WORDS[chain.executionType];
  const total = chain.steps.length + 1;
  return (
    <Stack component="section" aria-labelledby={headingId} gap="xs">
      <Group justify="space-between" gap="sm">
        <Group gap="xs">
          <Title order={3} size="h5" id={headingId}>
            Chain
          </Title>
          <Badge variant="light" color="gray">
            {execution.label}
          </Badge>
        </Group>
        <Switch
          label={`Run all ${total} steps`}
          checked={chain.enabled}
          disabled={disabled}
          onChange={(event) => onEnabledChange(event.currentTarget.checked)}
        />
      </Group>
      <Text size="sm" c="dimmed">
        {chain.enabled
          ? `${execution.label}: ${execution.hint}. Step 1 is the prompt above.`
          : 'Only the prompt above runs.'}
      </Text>
      {chain.enabled && (
        <Stack
          component="ol"
          gap="xs"
          m={0}
          p={0}
          aria-label="Further steps"
          style={{ listStyle: 'none' }}
        >
          {chain.steps.map((step, index) => (
            <Paper component="li" key={index} withBorder radius="sm" p="sm">
              <Text size="sm" fw={600}>
                Step {index + 2}
                {step.title ? `: ${step.title}` : ''}
              </Text>
              {step.systemPrompt && (
                <Text size="xs" c="dimmed" lineClamp={2}>
                  System: {step.systemPrompt}
                </Text>
              )}
              <Text size="sm" lineClamp={3} style={{ whiteSpace: 'pre-wrap' }}>
                {step.prompt}
              </Text>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
