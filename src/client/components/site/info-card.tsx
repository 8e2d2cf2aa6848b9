/**
 * A bordered card with an icon, a heading and a sentence: support channels,
 * values, offices. Extra content (a link, an address) goes in children.
 */
import { Paper, Stack, Text, ThemeIcon, Title, type TitleOrder } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './site.module.css';

interface InfoCardProps {
  icon: ReactNode;
  title: string;
  description: ReactNode;
  order?: TitleOrder;
  children?: ReactNode;
}

export function InfoCard({ icon, title, description, order = 3, children }: InfoCardProps) {
  return (
    <Paper withBorder radius="md" p="lg" className={classes.card}>
      <Stack gap="sm" h="100%">
        <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={order} size="h4">
          {title}
        </Title>
        <Text c="dimmed" size="sm">
          {description}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}
