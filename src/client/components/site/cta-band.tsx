/**
 * A closing band: a heading, a sentence and the buttons passed in. It is a
 * labelled section, so it appears in a screen reader's list of regions.
 */
import { Flex, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './site.module.css';

interface CtaBandProps {
  id: string;
  title: string;
  description: ReactNode;
  /** Buttons or links. */
  children: ReactNode;
}

export function CtaBand({ id, title, description, children }: CtaBandProps) {
  const titleId = `${id}-title`;
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      radius="lg"
      p={{ base: 'lg', md: 40 }}
      className={classes.cta}
    >
      <Stack align="center" ta="center" gap="md">
        <Title order={2} id={titleId}>
          {title}
        </Title>
        <Text c="dimmed" maw={560}>
          {description}
        </Text>
        <Flex gap="sm" direction={{ base: 'column', xs: 'row' }} justify="center">
          {children}
        </Flex>
      </Stack>
    </Paper>
  );
}
