/**
 * One section of the documentation: its heading and summary, for the API
 * Reference a pointer to the live REST reference, then its article cards.
 */
import { Button, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { Ref } from 'react';
import { DocArticleCard } from './doc-article-card.tsx';
import { type DocSection, REST_DOCS_HREF } from './doc-sections.ts';
import { DocSectionIcon } from './doc-section-icon.tsx';
import classes from './docs.module.css';

function RestReferenceCallout() {
  return (
    <Paper withBorder radius="md" p="lg" className={classes.callout}>
      <Group justify="space-between" gap="md">
        <Stack gap={4} maw={520}>
          <Text fw={700}>Live REST reference</Text>
          <Text size="sm" c="dimmed">
            Every path, parameter and response schema, generated from the running server, with
            requests you can try from the browser.
          </Text>
        </Stack>
        <Button
          component="a"
          href={REST_DOCS_HREF}
          rightSection={<IconExternalLink size={16} aria-hidden />}
        >
          Open the REST reference
        </Button>
      </Group>
    </Paper>
  );
}

interface DocSectionViewProps {
  section: DocSection;
  headingRef?: Ref<HTMLHeadingElement>;
}

export function DocSectionView({ section, headingRef }: DocSectionViewProps) {
  const headingId = `docs-section-${section.id}`;
  return (
    <Stack component="section" aria-labelledby={headingId} gap="lg">
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" size={36} radius="md" aria-hidden>
            <DocSectionIcon id={section.id} size={20} />
          </ThemeIcon>
          <Title order={2} id={headingId} ref={headingRef} tabIndex={-1}>
            {section.title}
          </Title>
        </Group>
        <Text c="dimmed">{section.summary}</Text>
      </Stack>
      {section.id === 'api-reference' ? <RestReferenceCallout /> : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {section.articles.map((article) => (
          <DocArticleCard key={article.title} article={article} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
