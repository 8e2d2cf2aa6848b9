/**
 * "Fork" on an approved prompt's page, for any signed-in member (its owner
 * too: a variant of one's own prompt is a fork as well; decision 053). A
 * confirmation says the copy uses one of the month's submissions, then the
 * member lands on their new prompt, waiting for review.
 */
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconGitFork } from '@tabler/icons-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import type { PromptView } from '../../../shared/prompt-views.ts';
import { useCurrentUser } from '../../hooks/use-current-user.ts';
import { serverProblem } from '../../lib/server-problem.ts';
import { useForkPrompt, useSubmissionsLeft } from './prompt-page-api.ts';

function QuotaLine({ opened }: { opened: boolean }) {
  const quota = useSubmissionsLeft(opened);
  if (!quota.data || quota.data.remaining === null) return null;
  const { remaining, planName } = quota.data;
  return (
    <Text size="sm" c="dimmed">
      {remaining === 1
        ? `Your ${planName} plan has 1 submission left this month.`
        : `Your ${planName} plan has ${remaining} submissions left this month.`}
    </Text>
  );
}

export function ForkButton({ prompt }: { prompt: PromptView }) {
  const { user } = useCurrentUser();
  const [opened, setOpened] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const fork = useForkPrompt();
  const [, navigate] = useLocation();
  if (!user || prompt.status !== 'approved') return null;

  const close = () => {
    setOpened(false);
    setProblem(null);
  };
  const confirm = async () => {
    setProblem(null);
    try {
      const copy = await fork.mutateAsync({ id: prompt._id });
      setOpened(false);
      navigate(`/prompts/${copy._id}`);
    } catch (error) {
      setProblem(serverProblem(error).message ?? 'The prompt could not be forked. Try again.');
    }
  };

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconGitFork size={16} aria-hidden />}
        aria-haspopup="dialog"
        onClick={() => setOpened(true)}
      >
        Fork
      </Button>
      <Modal opened={opened} onClose={close} title="Fork this prompt?">
        <Stack gap="md">
          <Text size="sm">
            You get your own copy of &ldquo;{prompt.title}&rdquo; to change as you like. Its page
            says where it came from, and you can offer your changes back to the original.
          </Text>
          <Text size="sm">
            Your copy is reviewed like any submission, so it uses one of this month&rsquo;s
            submissions. Attached files stay with the original.
          </Text>
          <QuotaLine opened={opened} />
          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button loading={fork.isPending} onClick={() => void confirm()}>
              Fork prompt
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
