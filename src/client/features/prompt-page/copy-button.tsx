/**
 * A button that copies text and says so: "Copied" for two seconds, or why
 * it could not (a browser may refuse the clipboard), in a live region so a
 * screen reader hears the outcome too.
 */
import { Button, type ButtonProps, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface Props extends Omit<ButtonProps, 'children' | 'leftSection'> {
  value: string;
  label: string;
  copiedLabel: string;
  /** What a screen reader hears once it is copied ("Prompt copied"). */
  announcement: string;
  icon: ReactNode;
}

export function CopyButton({
  value,
  label,
  copiedLabel,
  announcement,
  icon,
  ...buttonProps
}: Props) {
  const clipboard = useClipboard({ timeout: 2000 });
  return (
    <Stack gap={0}>
      <Button
        {...buttonProps}
        leftSection={clipboard.copied ? <IconCheck size={16} aria-hidden /> : icon}
        onClick={() => clipboard.copy(value)}
      >
        {clipboard.copied ? copiedLabel : label}
      </Button>
      <div role="status">
        {clipboard.copied && <VisuallyHidden>{announcement}</VisuallyHidden>}
        {clipboard.error && (
          <Text size="xs" c="dimmed" mt={4}>
            Your browser did not allow copying. Select the text and copy it instead.
          </Text>
        )}
      </div>
    </Stack>
  );
}
