/** A prompt in the library grid: its categories, and the Details and Try This actions. */
import { Badge, Button, Group } from '@mantine/core';
import { IconInfoCircle, IconPlayerPlay } from '@tabler/icons-react';
import type { PromptView } from '../../../shared/prompt-views.ts';
import classes from './prompt-card.module.css';
import { PromptCardShell } from './prompt-card-shell.tsx';

interface Props {
  prompt: PromptView;
  onShowDetails: (prompt: PromptView) => void;
  onTry: (prompt: PromptView) => void;
}

export function PromptCard({ prompt, onShowDetails, onTry }: Props) {
  return (
    <PromptCardShell
      prompt={prompt}
      title={prompt.title}
      aboveTitle={
        <Group gap={4}>
          {prompt.categories.map((category) => (
            <Badge
              key={category}
              variant="outline"
              color="gray"
              size="sm"
              className={classes.category}
            >
              {category}
            </Badge>
          ))}
        </Group>
      }
      footer={
        <Group grow gap="xs">
          <Button
            variant="default"
            leftSection={<IconInfoCircle size={16} />}
            onClick={() => onShowDetails(prompt)}
            aria-label={`Details of ${prompt.title}`}
          >
            Details
          </Button>
          <Button
            leftSection={<IconPlayerPlay size={16} />}
            onClick={() => onTry(prompt)}
            aria-label={`Try This: ${prompt.title}`}
          >
            Try This
          </Button>
        </Group>
      }
    />
  );
}
