/** The chain's steps in order, each with what it asks and a remove button. */
import { ActionIcon, Badge, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ChainedPrompt } from '../../../shared/prompt-fields.ts';
import { findVariables } from '../../../shared/variables.ts';

interface Props {
  steps: ChainedPrompt[];
  onRemove: (index: number) => void;
  /** Steps kept while chaining is off are shown faded: they are not sent. */
  muted: boolean;
}

function stepName(step: ChainedPrompt, index: number): string {
  return step.title.trim() || `Step ${index + 1}`;
}

export function ChainStepList({ steps, onRemove, muted }: Props) {
  return (
    <Stack
      component="ol"
      gap="xs"
      p={0}
      m={0}
      style={{ listStyle: 'none', opacity: muted ? 0.7 : 1 }}
      aria-label="Chained prompts"
    >
      {steps.map((step, index) => {
        const variables = findVariables(`${step.systemprompt}\n${step.description}`);
        return (
          <Paper key={index} component="li" withBorder radius="md" p="sm">
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
              <Stack gap={4} miw={0}>
                <Group gap="xs" wrap="nowrap">
                  <Badge variant="filled" circle aria-hidden>
                    {index + 1}
                  </Badge>
                  <Text fw={600} size="sm" truncate>
                    {stepName(step, index)}
                  </Text>
                </Group>
                <Text size="sm" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                  {step.description}
                </Text>
                {variables.length > 0 && (
                  <Group gap={4}>
                    {variables.map((name) => (
                      <Badge key={name} variant="light" color="gray" tt="none" size="sm">
                        {`{${name}}`}
                      </Badge>
                    ))}
                  </Group>
                )}
              </Stack>
              <Tooltip label="Remove">
                <ActionIcon
                  variant="subtle"
                  color="red"
                  onClick={() => onRemove(index)}
                  aria-label={`Remove step ${index + 1}: ${stepName(step, index)}`}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Tooltip>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
