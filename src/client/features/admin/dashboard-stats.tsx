/**
 * Platform Stats: the figures over every prompt on the platform (counted
 * by the server, not over a loaded page), big numbers in the display rules
 * of the spec, with the exact figure for assistive technology and on hover.
 */
import { Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconFileText, IconPlayerPlay, IconThumbUp } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { PlatformStats } from '../../../shared/admin-views.ts';
import { formatCount, formatWholeNumber } from '../../../shared/format.ts';

interface Stat {
  label: string;
  value: number;
  icon: ComponentType<{ size: number }>;
  color: string;
}

function StatCard({ label, value, icon: Icon, color }: Stat) {
  const exact = formatWholeNumber(value);
  return (
    <Card withBorder radius="md" padding="md" role="group" aria-label={`${label}: ${exact}`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <div aria-hidden>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            {label}
          </Text>
          <Text fz={{ base: 24, sm: 28 }} fw={700} lh={1.2} mt={4} title={exact}>
            {formatCount(value)}
          </Text>
        </div>
        {/* Half a phone's width holds the figure, not the icon too. */}
        <ThemeIcon size={40} radius="md" variant="light" color={color} visibleFrom="sm" aria-hidden>
          <Icon size={22} />
        </ThemeIcon>
      </Group>
    </Card>
  );
}

export function DashboardStats({ stats }: { stats: PlatformStats }) {
  const figures: Stat[] = [
    { label: 'Total Prompts', value: stats.totalPrompts, icon: IconFileText, color: 'indigo' },
    { label: 'Total Uses', value: stats.totalUses, icon: IconPlayerPlay, color: 'teal' },
    { label: 'Total Upvotes', value: stats.totalUpvotes, icon: IconThumbUp, color: 'pink' },
    { label: 'Approved', value: stats.approved, icon: IconCircleCheck, color: 'green' },
  ];
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
      {figures.map((figure) => (
        <StatCard key={figure.label} {...figure} />
      ))}
    </SimpleGrid>
  );
}
