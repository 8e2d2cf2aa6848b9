/**
 * Generate Output (Generate Image for image prompts), which reads
 * "Generating..." and is disabled while a run goes on; Stop during a run;
 * and Copy Prompt, which copies the prompt with the variable values the
 * person filled in. When Generate cannot run, the reason shows beside it.
 */
import { Button, CopyButton, Group, Loader, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconPlayerPlay, IconPlayerStop } from '@tabler/icons-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';

interface Props {
  isImagePrompt: boolean;
  isRunning: boolean;
  /** Why Generate cannot run now, or null. */
  blocker: string | null;
  /** False when another notice (the allowance's) already says why. */
  showBlocker?: boolean;
  /** The text Copy Prompt puts on the clipboard. */
  copyText: string;
  onGenerate: () => void;
  onStop: () => void;
  /** The allowance line and notice, under the buttons. */
  children?: ReactNode;
}

export function RunActions({
  isImagePrompt,
  isRunning,
  blocker,
  showBlocker = true,
  copyText,
  onGenerate,
  onStop,
  children,
}: Props) {
  const reasonId = useId();
  const label = isImagePrompt ? 'Generate Image' : 'Generate Output';
  const generateButton = useRef<HTMLButtonElement>(null);
  const stopButton = useRef<HTMLButtonElement>(null);
  const wasRunning = useRef(isRunning);

  // Generate turns disabled as a run starts and Stop goes away as it ends:
  // a keyboard user pressing either is carried to the other, not dropped on the page.
  useEffect(() => {
    if (wasRunning.current === isRunning) return;
    wasRunning.current = isRunning;
    const active = document.activeElement;
    const lost =
      !active ||
      active === document.body ||
      active === generateButton.current ||
      active === stopButton.current;
    if (!lost) return;
    requestAnimationFrame(() => (isRunning ? stopButton : generateButton).current?.focus());
  }, [isRunning]);
  return (
    <Stack gap={6}>
      <Group gap="sm">
        <Button
          ref={generateButton}
          size="md"
          onClick={onGenerate}
          disabled={isRunning || blocker !== null}
          aria-describedby={blocker && showBlocker && !isRunning ? reasonId : undefined}
          leftSection={
            isRunning ? (
              <Loader size={16} color="currentColor" />
            ) : (
              <IconPlayerPlay size={18} aria-hidden />
            )
          }
        >
          {isRunning ? 'Generating...' : label}
        </Button>
        <CopyButton value={copyText} timeout={2000}>
          {({ copied, copy }) => (
            <Tooltip label="Copies the prompt with your variable values filled in" withArrow>
              <Button
                size="md"
                variant="default"
                onClick={copy}
                disabled={copyText.trim() === ''}
                leftSection={
                  copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />
                }
              >
                {copied ? 'Copied' : 'Copy Prompt'}
              </Button>
            </Tooltip>
          )}
        </CopyButton>
        {/* After Copy Prompt, so appearing during a run moves nothing. */}
        {isRunning && (
          <Button
            ref={stopButton}
            size="md"
            variant="light"
            color="red"
            onClick={onStop}
            leftSection={<IconPlayerStop size={18} aria-hidden />}
          >
            Stop
          </Button>
        )}
      </Group>
      {blocker && showBlocker && !isRunning && (
        <Text id={reasonId} size="sm" c="dimmed">
          {blocker}
        </Text>
      )}
      {children}
    </Stack>
  );
}
