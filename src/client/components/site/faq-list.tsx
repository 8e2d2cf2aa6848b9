/**
 * Questions that open to their answers, one at a time. Mantine's accordion
 * gives the buttons aria-expanded and arrow-key movement between questions.
 */
import { Accordion, Text } from '@mantine/core';
import classes from './site.module.css';

export interface FaqEntry {
  question: string;
  answer: string;
}

/** A value safe inside the id Mantine builds from it (aria-controls may not hold spaces). */
function itemValue(question: string): string {
  const slug = question
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return slug;
}

export function FaqList({ entries }: { entries: readonly FaqEntry[] }) {
  return (
    <Accordion
      variant="separated"
      radius="md"
      chevronPosition="right"
      classNames={{ item: classes.faqItem, label: classes.faqQuestion }}
    >
      {entries.map((entry) => (
        <Accordion.Item key={entry.question} value={itemValue(entry.question)}>
          <Accordion.Control>{entry.question}</Accordion.Control>
          <Accordion.Panel>
            <Text c="dimmed">{entry.answer}</Text>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
