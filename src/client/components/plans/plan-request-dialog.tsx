/**
 * "Ask an admin" for a paid plan (self-hosted hubs, decision 032): an
 * optional note, then Send request; once sent, the dialog says so and
 * what happens next. A refusal (one already open, say) shows inside it.
 */
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { MAX_PLAN_REQUEST_NOTE_LENGTH } from '../../../shared/account-limits.ts';

interface Props {
  /** The plan asked for; null when closed. */
  plan: { id: string; name: string } | null;
  isSending: boolean;
  /** The request went through. */
  isSent: boolean;
  problem: string | null;
  onSend: (planId: string, note: string) => void;
  onClose: () => void;
}

export function PlanRequestDialog({ plan, isSending, isSent, problem, onSend, onClose }: Props) {
  const [note, setNote] = useState('');
  const close = () => {
    setNote('');
    onClose();
  };
  return (
    <Modal
      opened={plan !== null}
      onClose={close}
      title={
        plan && <Text fw={700}>{isSent ? 'Request sent' : `Ask an admin for ${plan.name}`}</Text>
      }
      centered
    >
      {plan && isSent && (
        <Stack gap="md">
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <IconCircleCheck size={20} color="var(--mantine-color-green-filled)" aria-hidden />
            <Text size="sm">
              An admin will look at your request for {plan.name}. Your plan changes as soon as they
              approve it; until then you keep your current plan.
            </Text>
          </Group>
          <Group justify="flex-end">
            <Button onClick={close} data-autofocus>
              Done
            </Button>
          </Group>
        </Stack>
      )}
      {plan && !isSent && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onSend(plan.id, note.trim());
          }}
        >
          <Stack gap="md">
            <Text size="sm">
              Paid plans on this hub are given by an admin. Send a request and an admin will set
              your plan, or tell you why not.
            </Text>
            <Textarea
              data-autofocus
              label="Note for the admins (optional)"
              description="Who it is for, or how you will pay (an invoice, say)."
              value={note}
              onChange={(event) => setNote(event.currentTarget.value)}
              maxLength={MAX_PLAN_REQUEST_NOTE_LENGTH}
              autosize
              minRows={3}
              maxRows={8}
            />
            {problem && (
              <Alert color="red" role="alert" title="The request was not sent">
                {problem}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={isSending}>
                Send request
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
