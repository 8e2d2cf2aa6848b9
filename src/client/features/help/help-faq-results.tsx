/** The questions that match, or the spec's "No results found" with ways onward. */
import { Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconSearchOff } from '@tabler/icons-react';
import { Link } from 'wouter';
import { FaqList } from '../../components/site/faq-list.tsx';
import type { HelpFaq } from './help-faqs.ts';

interface HelpFaqResultsProps {
  faqs: readonly HelpFaq[];
  onReset: () => void;
}

export function HelpFaqResults({ faqs, onReset }: HelpFaqResultsProps) {
  if (faqs.length > 0) return <FaqList entries={faqs} />;
  return (
    <Paper withBorder radius="md" p="xl" ta="center">
      <Stack align="center" gap="sm">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
          <IconSearchOff size={26} />
        </ThemeIcon>
        <Text fw={700} size="lg">
          No results found
        </Text>
        <Text c="dimmed" maw={420}>
          No question in this topic mentions what you typed. Try other words or all topics, or ask
          us directly.
        </Text>
        <Group justify="center">
          <Button variant="default" onClick={onReset}>
            Show all questions
          </Button>
          <Button component={Link} href="/contact">
            Contact support
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
