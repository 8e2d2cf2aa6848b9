/**
 * Compare: the same prompt on 2 or 3 models, or two versions of a stored
 * prompt on one model (their lanes carry a label), streamed side by side
 * (one column each on wide screens, stacked on a phone). Each column has
 * its own status, Stop and error.
 */
import {
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconPlayerStop } from '@tabler/icons-react';
import { useId } from 'react';
import type { ExecutionType } from '../../../shared/prompt-fields.ts';
import { LaneOutput } from './lane-output.tsx';
import { LaneStatusBadge } from './lane-status.tsx';
import { PanelCard } from './panel-card.tsx';
import type { Lane } from './run-state.ts';

interface Props {
  lanes: Lane[];
  executionType: ExecutionType | null;
  onStop: (key: string) => void;
}

function CompareColumn({
  lane,
  executionType,
  onStop,
}: {
  lane: Lane;
  executionType: ExecutionType | null;
  onStop: () => void;
}) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Title order={3} size="h5" id={headingId}>
              <VisuallyHidden>Output from </VisuallyHidden>
              {lane.label ?? lane.model}
            </Title>
            <LaneStatusBadge status={lane.status} />
          </Group>
          {lane.status === 'running' && (
            <Button
              size="compact-sm"
              variant="light"
              color="red"
              leftSection={<IconPlayerStop size={14} aria-hidden />}
              onClick={onStop}
              aria-label={`Stop ${lane.label ?? lane.model}`}
            >
              Stop
            </Button>
          )}
        </Group>
        <LaneOutput lane={lane} executionType={executionType} />
      </Stack>
    </Paper>
  );
}

export function ComparePanel({ lanes, executionType, onStop }: Props) {
  return (
    <PanelCard
      title="Comparison"
      description={
        lanes.some((lane) => lane.label)
          ? `Two versions of the prompt on ${lanes[0]?.model ?? 'one model'}, with the same variables.`
          : 'The same prompt and variables on each model.'
      }
    >
      {lanes.length === 0 ? (
        <Text c="dimmed" size="sm" py="lg" ta="center">
          Pick 2 or 3 models and press Generate to see their answers side by side.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: lanes.length }} spacing="md">
          {lanes.map((lane) => (
            <CompareColumn
              key={lane.key}
              lane={lane}
              executionType={executionType}
              onStop={() => onStop(lane.key)}
            />
          ))}
        </SimpleGrid>
      )}
    </PanelCard>
  );
}
