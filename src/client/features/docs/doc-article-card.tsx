/** One article: its title, what it covers, the read time and where to go. */
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconClock, IconExternalLink } from '@tabler/icons-react';
import type { DocArticle } from './doc-sections.ts';
import { DocLink } from './doc-link.tsx';
import classes from './docs.module.css';

export function DocArticleCard({ article }: { article: DocArticle }) {
  return (
    <Paper component="article" withBorder radius="md" p="lg" className={classes.articleCard}>
      <Stack gap="xs" h="100%">
        <Title order={3} size="h5">
          {article.title}
        </Title>
        <Text size="sm" c="dimmed">
          {article.description}
        </Text>
        <Group justify="space-between" gap="xs" pt="xs" className={classes.articleFooter}>
          <Badge
            variant="light"
            color="gray"
            leftSection={<IconClock size={12} aria-hidden />}
            tt="none"
          >
            {article.time}
          </Badge>
          {article.href ? (
            <DocLink
              href={article.href}
              external={article.external}
              size="sm"
              fw={600}
              aria-label={`Open ${article.title}`}
            >
              <Group gap={4} component="span" wrap="nowrap">
                Open
                {article.external ? (
                  <IconExternalLink size={14} aria-hidden />
                ) : (
                  <IconArrowRight size={14} aria-hidden />
                )}
              </Group>
            </DocLink>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
