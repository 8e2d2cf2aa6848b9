/**
 * The output of a single-model run: what to expect before any run, then
 * the streamed text or the image, per step for a chain.
 */
import { Button, Group, Text } from '@mantine/core';
import { IconPlayerStop, IconSparkles } from '@tabler/icons-react';
import type { ExecutionType } from '../../../shared/prompt-fields.ts';
import { ModelBadge } from '../../components/prompt/model-badge.tsx';
import { LaneOutput } from './lane-output.tsx';
import { LaneStatusBadge } from './lane-status.tsx';
import { PanelCard } from './panel-card.tsx';
import type { Lane } from './run-state.ts';

interface Props {
  lane: Lane | null;
  executionType: ExecutionType | null;
  isImagePrompt: boolean;
  onStop: () => void;
}

export function OutputPanel({ lane, executionType, isImagePrompt, onStop }: Props) {
  return (
    <PanelCard
      title="Output"
      aside={
        lane && (
          <Group gap="xs">
            <ModelBadge model={lane.model} />
            <LaneStatusBadge status={lane.status} />
            {/* A long answer pushes Generate's Stop off screen: this one stays with the answer. */}
            {lane.status === 'running' && (
              <Button
                size="compact-sm"
                variant="light"
                color="red"
                leftSection={<IconPlayerStop size={14} aria-hidden />}
                onClick={onStop}
                aria-label={`Stop ${lane.model}`}
              >
                Stop
              </Button>
            )}
          </Group>
        )
      }
    >
      {lane ? (
        <LaneOutput lane={lane} executionType={executionType} />
      ) : (
        <Group gap="sm" wrap="nowrap" py="lg" justify="center">
          <IconSparkles size={22} aria-hidden color="var(--mantine-color-dimmed)" />
          <Text c="dimmed" size="sm">
            {isImagePrompt
              ? 'Your image will appear here. Pick a model and press Generate Image.'
              : "The model's answer will appear here as it is written. Pick a model and press Generate Output."}
          </Text>
        </Group>
      )}
    </PanelCard>
  );
}
