/**
 * What a plan includes and leaves out, as a list with a check or a cross
 * before each item (read as "Included:" or "Not included:"). Shared by the
 * pricing page and Settings, which show the same plans.
 */
import { Group, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { PlanFeature } from '../../shared/prompt-fields.ts';

interface Props {
  features: PlanFeature[];
  /** Strike through what the plan leaves out (Settings, beside the member's choice). */
  strikeExcluded?: boolean;
}

export function PlanFeatureList({ features, strikeExcluded = false }: Props) {
  return (
    <Stack component="ul" gap={10} m={0} p={0} style={{ listStyle: 'none', flex: 1 }}>
      {features.map((feature) => (
        <Group component="li" key={feature.name} gap="xs" wrap="nowrap" align="flex-start">
          <ThemeIcon
            size={20}
            radius="xl"
            variant="light"
            color={feature.included ? 'teal' : 'gray'}
            style={{ flexShrink: 0 }}
            aria-hidden
          >
            {feature.included ? <IconCheck size={13} /> : <IconX size={13} />}
          </ThemeIcon>
          <Text
            size="sm"
            lh={1.45}
            c={feature.included ? undefined : 'dimmed'}
            td={feature.included || !strikeExcluded ? undefined : 'line-through'}
          >
            <VisuallyHidden>{feature.included ? 'Included: ' : 'Not included: '}</VisuallyHidden>
            {feature.name}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
