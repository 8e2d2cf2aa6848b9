/** The numbered sections of a legal document, each heading a target of the contents. */
import { List, Stack, Text, Title } from '@mantine/core';
import type { LegalBlock, LegalSection } from './legal-document.ts';
import classes from './legal.module.css';

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') return <Text>{block}</Text>;
  return (
    <List spacing="xs" withPadding>
      {block.list.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List>
  );
}

export function LegalSections({ sections }: { sections: readonly LegalSection[] }) {
  return (
    <Stack gap={40} className={classes.body}>
      {sections.map((section, index) => (
        <Stack key={section.id} component="section" aria-labelledby={section.id} gap="sm">
          <Title
            order={2}
            size="h3"
            id={section.id}
            tabIndex={-1}
            className={classes.sectionHeading}
          >
            {`${index + 1}. ${section.title}`}
          </Title>
          {section.blocks.map((block) => (
            <Block key={typeof block === 'string' ? block : block.list.join('|')} block={block} />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
