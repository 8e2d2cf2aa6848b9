/** One titled card of the playground; its heading names the region for assistive technology. */
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

interface Props {
  title: string;
  description?: ReactNode;
  /** Controls at the right of the heading (switches, a Clear button). */
  aside?: ReactNode;
  children: ReactNode;
}

export function PanelCard({ title, description, aside, children }: Props) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} style={{ flex: '1 1 12rem' }}>
            <Title order={2} size="h4" id={headingId}>
              {title}
            </Title>
            {description && (
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            )}
          </Stack>
          {aside}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
