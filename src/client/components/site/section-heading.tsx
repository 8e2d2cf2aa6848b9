/**
 * A section's h2 (or h3) with an optional line of explanation. Pages pass
 * the id so the enclosing <section> can point at it with aria-labelledby.
 */
import { Stack, Text, Title, type TitleOrder } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './site.module.css';

interface SectionHeadingProps {
  id: string;
  title: ReactNode;
  description?: ReactNode;
  order?: TitleOrder;
  align?: 'left' | 'center';
}

export function SectionHeading({
  id,
  title,
  description,
  order = 2,
  align = 'left',
}: SectionHeadingProps) {
  return (
    <Stack gap={6} mb="lg" ta={align} align={align === 'center' ? 'center' : 'flex-start'}>
      <Title order={order} id={id} className={classes.sectionTitle}>
        {title}
      </Title>
      {description ? (
        <Text c="dimmed" maw={640}>
          {description}
        </Text>
      ) : null}
    </Stack>
  );
}
