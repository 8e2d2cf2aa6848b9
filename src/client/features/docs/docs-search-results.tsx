/** What a search shows: every matching section with its matching articles, or a way out. */
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'wouter';
import type { DocSection } from './doc-sections.ts';
import { DocSectionView } from './doc-section-view.tsx';

interface DocsSearchResultsProps {
  results: readonly DocSection[];
  query: string;
  onClear: () => void;
}

export function DocsSearchResults({ results, query, onClear }: DocsSearchResultsProps) {
  if (results.length === 0) {
    return (
      <Paper withBorder radius="md" p="xl" ta="center">
        <Stack align="center" gap="sm">
          <Text fw={700} size="lg">
            Nothing in the docs matches “{query.trim()}”
          </Text>
          <Text c="dimmed" maw={420}>
            Try a shorter word, or look through the Help Center’s answers.
          </Text>
          <Group justify="center">
            <Button variant="default" onClick={onClear}>
              Clear search
            </Button>
            <Button component={Link} href="/help">
              Search the Help Center
            </Button>
          </Group>
        </Stack>
      </Paper>
    );
  }
  return (
    <Stack gap={48}>
      {results.map((section) => (
        <DocSectionView key={section.id} section={section} />
      ))}
    </Stack>
  );
}
