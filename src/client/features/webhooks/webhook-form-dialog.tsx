/**
 * Adding or editing a webhook: its URL, the events it hears, and a signing
 * secret (optional: the server makes one when adding; left empty when
 * editing, the current one stays). Editing can also turn it off or on.
 * What the server refuses (a private address, a bad URL) shows at the field.
 */
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  PasswordInput,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import {
  MAX_WEBHOOK_SECRET_LENGTH,
  MAX_WEBHOOK_URL_LENGTH,
  WEBHOOK_EVENTS,
  type WebhookEvent,
} from '../../../shared/webhook-limits.ts';
import type { WebhookView } from '../../../shared/webhook-views.ts';
import { serverProblem } from '../../lib/server-problem.ts';
import { EVENT_LABELS } from './webhook-labels.ts';

export interface WebhookDraft {
  url: string;
  events: WebhookEvent[];
  secret?: string;
  enabled?: boolean;
}

interface Props {
  /** null: adding a new webhook. */
  editing: WebhookView | null;
  opened: boolean;
  isPending: boolean;
  error: unknown;
  onSubmit: (draft: WebhookDraft) => void;
  onClose: () => void;
}

function FormFields({ editing, isPending, error, onSubmit, onClose }: Omit<Props, 'opened'>) {
  const [url, setUrl] = useState(editing?.url ?? '');
  const [events, setEvents] = useState<WebhookEvent[]>(editing?.events ?? ['prompt.approved']);
  const [secret, setSecret] = useState('');
  const [enabled, setEnabled] = useState(editing?.enabled ?? true);
  const problem = error ? serverProblem(error) : null;
  const fields = problem?.fields ?? {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({
      url,
      events,
      ...(secret ? { secret } : {}),
      ...(editing ? { enabled } : {}),
    });
  };

  return (
    <form onSubmit={submit} aria-label={editing ? 'Edit webhook' : 'Add webhook'}>
      <Stack gap="md">
        <TextInput
          label="Endpoint URL"
          description="Where each event is POSTed as JSON (http or https)"
          placeholder="https://example.com/hooks/prompt-hub"
          required
          data-autofocus
          type="url"
          maxLength={MAX_WEBHOOK_URL_LENGTH}
          value={url}
          onChange={(event) => setUrl(event.currentTarget.value)}
          error={fields.url}
        />
        <Checkbox.Group
          label="Events"
          description="Send a delivery when any of these happen"
          value={events}
          onChange={(value) => setEvents(WEBHOOK_EVENTS.filter((name) => value.includes(name)))}
          error={fields.events}
        >
          <Stack gap={6} mt={6}>
            {WEBHOOK_EVENTS.map((name) => (
              <Checkbox key={name} value={name} label={EVENT_LABELS[name]} />
            ))}
          </Stack>
        </Checkbox.Group>
        <PasswordInput
          label={editing ? 'New signing secret (optional)' : 'Signing secret (optional)'}
          description={
            editing
              ? 'Leave empty to keep the current secret'
              : 'At least 16 characters; leave empty and one is made for you'
          }
          maxLength={MAX_WEBHOOK_SECRET_LENGTH}
          value={secret}
          onChange={(event) => setSecret(event.currentTarget.value)}
          error={fields.secret}
          autoComplete="off"
        />
        {editing && (
          <Switch
            label="Enabled"
            description="A disabled webhook is sent nothing"
            checked={enabled}
            onChange={(event) => setEnabled(event.currentTarget.checked)}
          />
        )}
        {problem && Object.keys(fields).length === 0 && (
          <Alert color="red" role="alert">
            {problem.message ?? 'Could not save the webhook. Please try again.'}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={isPending}>
            {editing ? 'Save changes' : 'Add webhook'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function WebhookFormDialog({ opened, onClose, editing, ...rest }: Props) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={editing ? 'Edit webhook' : 'Add webhook'}
      size="lg"
      centered
    >
      {/* Keyed, so each opening starts from the webhook's own values. */}
      <FormFields key={editing?._id ?? 'new'} editing={editing} onClose={onClose} {...rest} />
    </Modal>
  );
}
