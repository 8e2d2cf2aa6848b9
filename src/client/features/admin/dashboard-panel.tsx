/** A titled card of the dashboard, a region named by its heading, with an optional link beside it. */
import { Card, Group, Stack, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

interface Props {
  title: string;
  /** Beside the title, e.g. "Manage All". */
  action?: ReactNode;
  children: ReactNode;
}

export function DashboardPanel({ title, action, children }: Props) {
  const headingId = useId();
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
    >
      <Stack gap="md">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Title order={2} size="h4" id={headingId}>
            {title}
          </Title>
          {action}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
