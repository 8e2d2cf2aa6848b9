/**
 * One change request on the profile's Change requests tab (decision 050).
 * Incoming: who proposed it and why, the difference from the live version,
 * and Accept / Decline with an optional note. Outgoing: where it stands,
 * the owner's note, and Withdraw while it is open.
 */
import { Alert, Badge, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'wouter';
import {
  type ChangeRequestStatus,
  MAX_CHANGE_REQUEST_NOTE_LENGTH,
} from '../../../shared/change-request-fields.ts';
import type { ChangeRequestView } from '../../../shared/change-request-views.ts';
import { ChangeDiff } from '../../components/change-requests/change-diff.tsx';
import { RelativeDate } from '../../components/relative-date.tsx';
import { useChangeRequestAnswers } from '../../hooks/use-change-requests.ts';
import { serverProblem } from '../../lib/server-problem.ts';

const STATUS: Record<ChangeRequestStatus, { label: string; color: string }> = {
  open: { label: 'Open', color: 'blue' },
  accepted: { label: 'Accepted', color: 'green' },
  declined: { label: 'Declined', color: 'red' },
  withdrawn: { label: 'Withdrawn', color: 'gray' },
};

function Reason({ label, text }: { label: string; text: string }) {
  return (
    <div>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {text}
      </Text>
    </div>
  );
}

function Outcome({ request }: { request: ChangeRequestView }) {
  if (request.status === 'open') return null;
  return (
    <Stack gap={4}>
      {request.status === 'accepted' && request.resultingVersion !== null && (
        <Text size="sm" c="dimmed">
          Became version {request.resultingVersion} of the prompt.
        </Text>
      )}
      {request.decisionNote && <Reason label="Owner's note" text={request.decisionNote} />}
    </Stack>
  );
}

function IncomingActions({ request }: { request: ChangeRequestView }) {
  const { accept, decline } = useChangeRequestAnswers();
  const [declining, setDeclining] = useState(false);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const input = { id: request.prompt._id, changeRequestId: request._id };

  const run = async (action: 'accept' | 'decline') => {
    setProblem(null);
    try {
      if (action === 'accept') await accept.mutateAsync(input);
      else await decline.mutateAsync({ ...input, ...(note.trim() ? { note } : {}) });
    } catch (error) {
      setProblem(serverProblem(error).message ?? 'That did not work. Try again.');
    }
  };

  return (
    <Stack gap="xs">
      {declining ? (
        <>
          <Textarea
            label="Note to the proposer (optional)"
            autosize
            minRows={2}
            maxLength={MAX_CHANGE_REQUEST_NOTE_LENGTH}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
          />
          <Group gap="xs">
            <Button color="red" loading={decline.isPending} onClick={() => void run('decline')}>
              Decline change
            </Button>
            <Button variant="default" onClick={() => setDeclining(false)}>
              Cancel
            </Button>
          </Group>
        </>
      ) : (
        <Group gap="xs">
          <Button loading={accept.isPending} onClick={() => void run('accept')}>
            Accept
          </Button>
          <Button variant="default" onClick={() => setDeclining(true)}>
            Decline
          </Button>
        </Group>
      )}
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
    </Stack>
  );
}

function WithdrawAction({ request }: { request: ChangeRequestView }) {
  const { withdraw } = useChangeRequestAnswers();
  const failed = withdraw.isError ? serverProblem(withdraw.error).message : null;
  return (
    <Stack gap="xs" align="flex-start">
      <Button
        variant="default"
        loading={withdraw.isPending}
        onClick={() => withdraw.mutate({ id: request.prompt._id, changeRequestId: request._id })}
      >
        Withdraw
      </Button>
      {withdraw.isError && (
        <Alert color="red" role="alert">
          {failed ?? 'It could not be withdrawn. Try again.'}
        </Alert>
      )}
    </Stack>
  );
}

export function ChangeRequestCard({
  request,
  box,
}: {
  request: ChangeRequestView;
  box: 'incoming' | 'outgoing';
}) {
  const status = STATUS[request.status];
  return (
    <Card withBorder radius="md" padding="lg" component="article">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
            <Link href={`/prompts/${request.prompt._id}`}>
              {request.prompt.title || 'A prompt'}
            </Link>
          </Title>
          <Badge color={status.color} variant="light">
            {status.label}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {box === 'incoming' ? `Proposed by ${request.proposer.name || 'a member'}, ` : 'Sent '}
          <RelativeDate date={request.createdAt} />
        </Text>
        <Reason label="Reason" text={request.reason} />
        {request.diff && <ChangeDiff changes={request.diff} />}
        <Outcome request={request} />
        {request.status === 'open' &&
          (box === 'incoming' ? (
            <IncomingActions request={request} />
          ) : (
            <WithdrawAction request={request} />
          ))}
      </Stack>
    </Card>
  );
}
