/** A post's body, block by block: paragraphs, section headings, lists and example prompts. */
import { Code, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { BlogBlock } from './blog-post-bodies.ts';
import classes from './blog.module.css';

function Block({ block }: { block: BlogBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return <Text inherit>{block.text}</Text>;
    case 'heading':
      return <Title order={2}>{block.text}</Title>;
    case 'list':
      return (
        <List spacing="xs" size="lg" withPadding>
          {block.items.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      );
    case 'prompt':
      return (
        <Paper component="figure" withBorder radius="md" p="md" className={classes.example}>
          <Text component="figcaption" size="sm" fw={700} mb={6}>
            {block.label}
          </Text>
          <Code block className={classes.exampleText}>
            {block.text}
          </Code>
        </Paper>
      );
  }
}

export function BlogArticle({ blocks }: { blocks: readonly BlogBlock[] }) {
  return (
    <Stack gap="md" className={classes.article}>
      {blocks.map((block, index) => (
        // The blocks are fixed text that never reorders, so their position is a stable key.
        <Block key={index} block={block} />
      ))}
    </Stack>
  );
}
