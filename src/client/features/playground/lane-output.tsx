/**
 * What one model answered: a single step, or each chain step in its own
 * section with its title and status, then "Error: " and the message when
 * the run failed (PRODUCT_SPEC section 8, "Generation").
 */
import { Alert, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { ExecutionType } from '../../../shared/prompt-fields.ts';
import { EXECUTION_WORDS } from './execution-words.ts';
import type { Lane, StepOutput, StepStatus } from './run-state.ts';
import { StepBody } from './step-output.tsx';

const STEP_STATUS_WORDS: Record<StepStatus, string> = {
  waiting: 'Waiting',
  running: 'Writing',
  done: 'Done',
  stopped: 'Stopped',
  failed: 'Failed',
};

function ChainStepOutput({
  step,
  index,
  model,
}: {
  step: StepOutput;
  index: number;
  model: string;
}) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="md">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h5" id={headingId}>
            Step {index + 1}
            {step.title ? `: ${step.title}` : ''}
          </Title>
          <Text size="xs" c="dimmed">
            {STEP_STATUS_WORDS[step.status]}
          </Text>
        </Group>
        <StepBody step={step} model={model} />
      </Stack>
    </Paper>
  );
}

interface Props {
  lane: Lane;
  /** Set when the run was a chain. */
  executionType: ExecutionType | null;
}

export function LaneOutput({ lane, executionType }: Props) {
  const isChain = lane.steps.length > 1;
  const execution = executionType ? EXECUTION_WORDS[executionType] : null;
  return (
    <Stack gap="sm">
      {lane.notice !== null && (
        <Alert color="yellow" variant="light">
          <Text size="sm">{lane.notice}</Text>
        </Alert>
      )}
      {isChain && execution && (
        <Text size="sm" c="dimmed">
          {execution.label} chain: {execution.hint}.
        </Text>
      )}
      {isChain ? (
        lane.steps.map((step, index) => (
          <ChainStepOutput key={index} step={step} index={index} model={lane.model} />
        ))
      ) : lane.steps[0] ? (
        <StepBody step={lane.steps[0]} model={lane.model} />
      ) : null}
      {lane.error !== null && (
        <Alert color="red" variant="light" role="alert">
          <Text size="sm" fw={500}>
            Error: {lane.error}
          </Text>
        </Alert>
      )}
    </Stack>
  );
}
