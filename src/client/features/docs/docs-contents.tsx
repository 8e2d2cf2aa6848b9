/**
 * The contents list: one button per section, the shown one marked current.
 * While a search is active it lists only the sections with matches, and
 * choosing one clears the search to show that section whole.
 */
import { Badge, NavLink, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { DocSection, DocSectionId } from './doc-sections.ts';
import { DocSectionIcon } from './doc-section-icon.tsx';
import classes from './docs.module.css';

interface DocsContentsProps {
  sections: readonly DocSection[];
  /** The section shown, or null while search results are shown. */
  current: DocSectionId | null;
  searching: boolean;
  onChoose: (id: DocSectionId) => void;
}

export function DocsContents({ sections, current, searching, onChoose }: DocsContentsProps) {
  return (
    <Paper
      component="nav"
      aria-labelledby="docs-contents-title"
      withBorder
      radius="md"
      p="sm"
      className={classes.contents}
    >
      <Text id="docs-contents-title" fw={700} size="sm" px="sm" pt="xs" pb="sm">
        Contents
      </Text>
      {sections.length === 0 ? (
        <Text size="sm" c="dimmed" px="sm" pb="xs">
          No section matches.
        </Text>
      ) : (
        <Stack gap={2} component="ul" className={classes.plainList}>
          {sections.map((section) => (
            <li key={section.id}>
              <NavLink
                component="button"
                type="button"
                label={section.title}
                leftSection={<DocSectionIcon id={section.id} />}
                rightSection={
                  searching ? (
                    <Badge size="sm" variant="light">
                      {section.articles.length}
                      <VisuallyHidden> matching</VisuallyHidden>
                    </Badge>
                  ) : null
                }
                active={section.id === current}
                aria-current={section.id === current ? 'true' : undefined}
                onClick={() => onChoose(section.id)}
                className={classes.contentsLink}
              />
            </li>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
