/**
 * On the page of a prompt the member saved: "New version since you last
 * looked: v3 → v5" when a newer version went live after they saved it or
 * last came here (issue 28 item 3). Opening the page tells the server it
 * has been seen; the notice stays for this visit, so it does not vanish
 * while being read.
 */
import { Alert, Anchor, Text } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { PromptView } from '../../../shared/prompt-views.ts';
import {
  lastSeenBeforeNew,
  newVersionWords,
} from '../../components/versions/new-version-notice.tsx';
import { useMarkSeen } from './prompt-page-api.ts';

export function SeenVersionNotice({ prompt }: { prompt: PromptView }) {
  const [seen] = useState(() => lastSeenBeforeNew(prompt));
  const { mutate } = useMarkSeen(prompt._id);
  const behind =
    prompt.saved === true &&
    prompt.seenVersion !== undefined &&
    prompt.seenVersion !== prompt.version;
  useEffect(() => {
    if (!behind) return;
    mutate(
      { id: prompt._id },
      { onError: (error) => console.warn('Could not record that the prompt was seen', error) },
    );
  }, [behind, mutate, prompt._id]);

  if (seen === null) return null;
  return (
    <Alert
      variant="light"
      color="teal"
      title={newVersionWords(seen, prompt.version)}
      icon={<IconSparkles size={20} aria-hidden />}
    >
      <Text size="sm">
        You saved this prompt when v{seen} was live; the page now shows v{prompt.version}.{' '}
        <Anchor href="#prompt-history" inherit c="inherit" underline="always" fw={600}>
          See what changed in the History
        </Anchor>
        .
      </Text>
    </Alert>
  );
}
