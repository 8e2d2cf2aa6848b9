/**
 * "New version since you last looked" (issue 28 item 3): a prompt the
 * member saved whose live version is newer than the one their save last
 * saw (seenVersion, which the server moves when they open the prompt's
 * page). A line on their saved cards; the prompt page says it as a notice.
 */
import { Group, Text } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import type { PromptView } from '../../../shared/prompt-views.ts';
import classes from './new-version-notice.module.css';

/** The version the member last saw, when a newer one is live since; else null. */
export function lastSeenBeforeNew(
  prompt: Pick<PromptView, 'saved' | 'seenVersion' | 'version'>,
): number | null {
  if (!prompt.saved || prompt.seenVersion === undefined) return null;
  return prompt.seenVersion < prompt.version ? prompt.seenVersion : null;
}

export function newVersionWords(seen: number, live: number): string {
  return `New version since you last looked: v${seen} → v${live}`;
}

/** The saved card's line; nothing when there is no news. */
export function NewVersionLine({ prompt }: { prompt: PromptView }) {
  const seen = lastSeenBeforeNew(prompt);
  if (seen === null) return null;
  return (
    <Group gap={6} wrap="nowrap" className={classes.line}>
      <IconSparkles size={16} aria-hidden style={{ flexShrink: 0 }} />
      <Text size="sm" fw={600} inherit>
        {newVersionWords(seen, prompt.version)}
      </Text>
    </Group>
  );
}
