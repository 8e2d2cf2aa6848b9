/**
 * The top of a static page: an optional eyebrow, the page's one h1, a
 * sentence or two, and room below for a search box or buttons. The section
 * is labelled by its title so it reads as a landmark region.
 */
import { Box, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './site.module.css';

interface SiteHeroProps {
  /** Used for the heading's id; unique on the page. */
  id: string;
  title: ReactNode;
  description: ReactNode;
  eyebrow?: string;
  children?: ReactNode;
}

export function SiteHero({ id, title, description, eyebrow, children }: SiteHeroProps) {
  const titleId = `${id}-title`;
  return (
    <Box component="section" aria-labelledby={titleId} className={classes.hero}>
      <Container size="md" py={{ base: 40, md: 72 }}>
        <Stack align="center" ta="center" gap="md">
          {eyebrow ? (
            <Text size="sm" fw={700} className={classes.eyebrow}>
              {eyebrow}
            </Text>
          ) : null}
          <Title order={1} id={titleId} className={classes.heroTitle}>
            {title}
          </Title>
          <Text size="lg" c="dimmed" maw={640}>
            {description}
          </Text>
          {children ? (
            <Box w="100%" maw={560} mt="sm">
              {children}
            </Box>
          ) : null}
        </Stack>
      </Container>
    </Box>
  );
}
