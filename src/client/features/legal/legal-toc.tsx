/**
 * The contents of a legal page: a link per section. A click jumps to the
 * section and moves keyboard focus to its heading, so the next Tab starts
 * from there and a screen reader reads the section's title; the address
 * takes the section's #anchor, so it can be shared.
 */
import { Paper, Text } from '@mantine/core';
import type { MouseEvent } from 'react';
import type { LegalSection } from './legal-document.ts';
import classes from './legal.module.css';

/** Scrolls to a section's heading and focuses it (headings carry tabIndex -1). */
export function goToSection(id: string): void {
  const heading = document.getElementById(id);
  if (!heading) return;
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  heading.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  heading.focus({ preventScroll: true });
  window.history.replaceState(window.history.state, '', `#${id}`);
}

export function LegalToc({ sections }: { sections: readonly LegalSection[] }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    event.preventDefault();
    goToSection(id);
  };
  return (
    <Paper
      component="nav"
      aria-labelledby="legal-contents"
      withBorder
      radius="md"
      p="md"
      className={classes.toc}
    >
      <Text component="h2" id="legal-contents" fw={700} size="sm" tt="uppercase" mb="xs" c="dimmed">
        Contents
      </Text>
      <ol className={classes.tocList}>
        {sections.map((section, index) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className={classes.tocLink}
              onClick={(event) => onClick(event, section.id)}
            >
              {`${index + 1}. ${section.title}`}
            </a>
          </li>
        ))}
      </ol>
    </Paper>
  );
}
