/**
 * The "Propose a change" form (decision 050): the live title, user prompt
 * and system prompt to edit, and a Reason; "Review changes" shows the
 * difference before anything is sent, and "Send proposal" sends it. The
 * owner finds it in their profile's Change requests.
 */
import { Alert, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { MAX_CHANGE_REQUEST_REASON_LENGTH } from '../../../shared/change-request-fields.ts';
import { MAX_PROMPT_TEXT_LENGTH, MAX_TITLE_LENGTH } from '../../../shared/prompt-limits.ts';
import type { PromptView } from '../../../shared/prompt-views.ts';
import { useProposeChange } from '../../hooks/use-change-requests.ts';
import { useOpenedAfterMount } from '../../hooks/use-opened-after-mount.ts';
import { serverProblem } from '../../lib/server-problem.ts';
import { ChangeDiff } from './change-diff.tsx';
import { type ProposalTexts, proposalDiff, proposedChanges, textsOf } from './proposal-content.ts';

interface DialogProps {
  prompt: PromptView;
  opened: boolean;
  onClose: () => void;
  /** A fork offering its content back to `prompt`, its original (decision 053). */
  from?: PromptView;
}

type Step = 'edit' | 'review' | 'sent';

function EditStep(props: {
  texts: ProposalTexts;
  reason: string;
  onTexts: (texts: ProposalTexts) => void;
  onReason: (reason: string) => void;
  problem: string | null;
  onReview: () => void;
}) {
  const { texts, onTexts } = props;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onReview();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Title"
          value={texts.title}
          maxLength={MAX_TITLE_LENGTH}
          onChange={(event) => onTexts({ ...texts, title: event.currentTarget.value })}
        />
        <Textarea
          label="User prompt"
          autosize
          minRows={4}
          maxRows={12}
          maxLength={MAX_PROMPT_TEXT_LENGTH}
          value={texts.description}
          onChange={(event) => onTexts({ ...texts, description: event.currentTarget.value })}
        />
        <Textarea
          label="System prompt"
          autosize
          minRows={2}
          maxRows={8}
          maxLength={MAX_PROMPT_TEXT_LENGTH}
          value={texts.systemprompt}
          onChange={(event) => onTexts({ ...texts, systemprompt: event.currentTarget.value })}
        />
        <Textarea
          label="Reason"
          description={`Tell the owner why (up to ${MAX_CHANGE_REQUEST_REASON_LENGTH} characters).`}
          required
          autosize
          minRows={2}
          maxLength={MAX_CHANGE_REQUEST_REASON_LENGTH}
          value={props.reason}
          onChange={(event) => props.onReason(event.currentTarget.value)}
        />
        {props.problem && (
          <Alert color="red" role="alert">
            {props.problem}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit">Review changes</Button>
        </Group>
      </Stack>
    </form>
  );
}

export default function ProposeChangeDialog({ prompt, opened, onClose, from }: DialogProps) {
  const source = from ?? prompt;
  const startReason = from ? 'Offered back from my fork of this prompt.' : '';
  const [step, setStep] = useState<Step>('edit');
  const [texts, setTexts] = useState(() => textsOf(source));
  const [reason, setReason] = useState(startReason);
  const [problem, setProblem] = useState<string | null>(null);
  const propose = useProposeChange();
  const changes = proposalDiff(prompt, texts, source);
  // Mounted already open on first use: open on the next frame so the focus goes back on close.
  const shown = useOpenedAfterMount(opened);

  const review = () => {
    if (changes.length === 0)
      return setProblem(
        from
          ? 'Your fork is the same as the original: change it first.'
          : 'Change something first: this is the live text.',
      );
    if (!texts.title.trim() || !texts.description.trim())
      return setProblem('The title and the user prompt cannot be empty.');
    if (!reason.trim()) return setProblem('Give a reason for the owner.');
    setProblem(null);
    setStep('review');
  };

  const send = async () => {
    setProblem(null);
    try {
      await propose.mutateAsync({
        id: prompt._id,
        changes: proposedChanges(prompt, texts, source),
        reason,
      });
      setStep('sent');
    } catch (error) {
      const found = serverProblem(error);
      setProblem(found.message ?? 'The proposal could not be sent. Try again.');
    }
  };

  const close = () => {
    onClose();
    if (step === 'sent') {
      setStep('edit');
      setTexts(textsOf(source));
      setReason(startReason);
    }
  };

  return (
    <Modal
      opened={shown}
      onClose={close}
      title={from ? `Offer this change back to "${prompt.title}"` : 'Propose a change'}
      size="lg"
    >
      {step === 'edit' && (
        <EditStep
          texts={texts}
          reason={reason}
          onTexts={setTexts}
          onReason={setReason}
          problem={problem}
          onReview={review}
        />
      )}
      {step === 'review' && (
        <Stack gap="md">
          <Text size="sm">What changes from the live version:</Text>
          <ChangeDiff changes={changes} headingOrder={3} />
          <div>
            <Text size="sm" fw={600}>
              Reason
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {reason.trim()}
            </Text>
          </div>
          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setStep('edit')}>
              Back to editing
            </Button>
            <Button loading={propose.isPending} onClick={() => void send()}>
              Send proposal
            </Button>
          </Group>
        </Stack>
      )}
      {step === 'sent' && (
        <Stack gap="md">
          <Alert color="green" icon={<IconCheck size={18} aria-hidden />} role="status">
            Your proposal is sent. The owner will see it; follow it on your profile under Change
            requests.
          </Alert>
          <Group justify="flex-end">
            <Button onClick={close}>Done</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
