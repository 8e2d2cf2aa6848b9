/** Quick Links: the places most readers of the docs head to next. */
import { Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { IconArrowRight, IconExternalLink } from '@tabler/icons-react';
import { Link } from 'wouter';
import { SectionHeading } from '../../components/site/section-heading.tsx';
import { QUICK_LINKS, type QuickLink } from './doc-sections.ts';
import classes from './docs.module.css';

function QuickLinkTile({ link }: { link: QuickLink }) {
  const body = (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <div>
        <Text fw={600}>{link.label}</Text>
        <Text size="sm" c="dimmed">
          {link.description}
        </Text>
      </div>
      {link.external ? (
        <IconExternalLink size={18} aria-hidden />
      ) : (
        <IconArrowRight size={18} aria-hidden />
      )}
    </Group>
  );
  // The REST reference is served by the server: a plain link, not a route.
  return link.external ? (
    <Paper
      component="a"
      href={link.href}
      withBorder
      radius="md"
      p="md"
      className={classes.quickLink}
    >
      {body}
    </Paper>
  ) : (
    <Paper
      component={Link}
      href={link.href}
      withBorder
      radius="md"
      p="md"
      className={classes.quickLink}
    >
      {body}
    </Paper>
  );
}

export function DocsQuickLinks() {
  return (
    <section aria-labelledby="docs-quick-links">
      <SectionHeading id="docs-quick-links" title="Quick Links" />
      <SimpleGrid
        cols={{ base: 1, xs: 2, md: 5 }}
        spacing="md"
        component="ul"
        className={classes.plainList}
      >
        {QUICK_LINKS.map((link) => (
          <li key={link.href + link.label}>
            <QuickLinkTile link={link} />
          </li>
        ))}
      </SimpleGrid>
    </section>
  );
}
