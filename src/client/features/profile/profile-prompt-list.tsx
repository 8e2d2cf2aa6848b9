/** One tab's prompts as a card grid, or what to do when there are none yet. */
import { Button, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { Link } from 'wouter';
import { SelectButton } from '../../components/selection/select-button.tsx';
import { SelectionBar } from '../../components/selection/selection-bar.tsx';
import { useSelection } from '../../hooks/use-selection.ts';
import type { PromptView } from '../../../shared/prompt-views.ts';
import { ProfilePromptCard } from './profile-prompt-card.tsx';

export interface EmptyState {
  icon: Icon;
  title: string;
  text: string;
  action: { label: string; href: string };
}

interface Props {
  prompts: PromptView[];
  editable?: boolean;
  empty: EmptyState;
}

export function ProfilePromptList({ prompts, editable = false, empty }: Props) {
  const selection = useSelection();
  if (prompts.length === 0) {
    const { icon: EmptyIcon, title, text, action } = empty;
    return (
      <Stack align="center" ta="center" py={56} gap="sm">
        <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
          <EmptyIcon size={32} />
        </ThemeIcon>
        <Title order={2} size="h3">
          {title}
        </Title>
        <Text c="dimmed" maw={420}>
          {text}
        </Text>
        <Button component={Link} href={action.href} mt="xs">
          {action.label}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <SelectButton selection={selection} />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {prompts.map((prompt) => (
          <ProfilePromptCard
            key={prompt._id}
            prompt={prompt}
            editable={editable}
            selection={selection.cardSelection(prompt)}
          />
        ))}
      </SimpleGrid>
      <SelectionBar selection={selection} shown={prompts} />
    </Stack>
  );
}
