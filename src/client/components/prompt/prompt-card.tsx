/** A prompt in the library grid, with the Details and Try This actions. */
import { Button, Group } from '@mantine/core';
import { IconInfoCircle, IconPlayerPlay } from '@tabler/icons-react';
import type { PromptView } from '../../../shared/prompt-views.ts';
import type { CardSelection } from '../../hooks/use-selection.ts';
import { PromptCardShell } from './prompt-card-shell.tsx';

interface Props {
  prompt: PromptView;
  onShowDetails: (prompt: PromptView) => void;
  onTry: (prompt: PromptView) => void;
  selection?: CardSelection | undefined;
}

export function PromptCard({ prompt, onShowDetails, onTry, selection }: Props) {
  return (
    <PromptCardShell
      prompt={prompt}
      selection={selection}
      title={prompt.title}
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
