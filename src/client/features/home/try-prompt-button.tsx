/** "Try This Prompt" on a home card, named for its prompt; a stored one or a built-in sample. */
import { Button, type ButtonProps } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';

interface Props extends ButtonProps {
  title: string;
  onClick: () => void;
}

export function TryPromptButton({ title, onClick, ...props }: Props) {
  return (
    <Button
      leftSection={<IconPlayerPlay size={16} aria-hidden />}
      onClick={onClick}
      aria-label={`Try This Prompt: ${title}`}
      {...props}
    >
      Try This Prompt
    </Button>
  );
}
