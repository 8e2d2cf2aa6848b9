/**
 * Admin > Webhooks (issue 26, decision 037): the endpoints integrators
 * gave, each with its events and state; add, edit, turn off or on, delete,
 * send a test event, and read each one's delivery log. What came of the
 * last action is announced under the heading.
 */
import { Alert, Button, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { WebhookView } from '../../../shared/webhook-views.ts';
import { FetchErrorAlert } from '../../components/fetch-error-alert.tsx';
import { serverProblem } from '../../lib/server-problem.ts';
import { WebhookCard } from './webhook-card.tsx';
import { WebhookDeleteDialog } from './webhook-delete-dialog.tsx';
import { WebhookDeliveriesDialog } from './webhook-deliveries-dialog.tsx';
import { type WebhookDraft, WebhookFormDialog } from './webhook-form-dialog.tsx';
import { WebhookSecretDialog } from './webhook-secret-dialog.tsx';
import { useWebhookChanges, useWebhooks } from './webhooks-api.ts';

type Form = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; webhook: WebhookView };

function useWebhookActions() {
  const changes = useWebhookChanges();
  const [form, setForm] = useState<Form>({ mode: 'closed' });
  const [secret, setSecret] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<WebhookView | null>(null);
  const [viewing, setViewing] = useState<WebhookView | null>(null);
  const [feedback, setFeedback] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState<{ id: string; what: 'test' | 'toggle' } | null>(null);
  const saving = form.mode === 'edit' ? changes.update : changes.create;

  const closeForm = () => {
    setForm({ mode: 'closed' });
    changes.create.reset();
    changes.update.reset();
  };
  const submit = (draft: WebhookDraft) => {
    if (form.mode === 'edit')
      changes.update.mutate(
        { id: form.webhook._id, ...draft },
        {
          onSuccess: () => {
            closeForm();
            setFeedback({ ok: true, text: 'Webhook saved.' });
          },
        },
      );
    else
      changes.create.mutate(draft, {
        onSuccess: (created) => {
          closeForm();
          setSecret(created.secret);
          setFeedback({ ok: true, text: 'Webhook added.' });
        },
      });
  };
  const failed = (text: string) => (error: unknown) =>
    setFeedback({ ok: false, text: serverProblem(error).message ?? text });
  const settle = () => setBusy(null);

  return {
    form,
    saving,
    secret,
    deleting,
    viewing,
    feedback,
    busy,
    remove: changes.remove,
    openAdd: () => setForm({ mode: 'add' }),
    closeForm,
    submit,
    closeSecret: () => setSecret(null),
    closeDelete: () => {
      setDeleting(null);
      changes.remove.reset();
    },
    confirmDelete: (webhook: WebhookView) =>
      changes.remove.mutate(
        { id: webhook._id },
        {
          onSuccess: () => {
            setDeleting(null);
            setFeedback({ ok: true, text: 'Webhook deleted.' });
          },
        },
      ),
    closeDeliveries: () => setViewing(null),
    clearFeedback: () => setFeedback(null),
    card: {
      onDeliveries: setViewing,
      onEdit: (webhook: WebhookView) => setForm({ mode: 'edit', webhook }),
      onDelete: setDeleting,
      onSendTest: (webhook: WebhookView) => {
        setBusy({ id: webhook._id, what: 'test' });
        changes.sendTest.mutate(
          { id: webhook._id },
          {
            onSuccess: () =>
              setFeedback({ ok: true, text: 'Test event queued. See it under Deliveries.' }),
            onError: failed('Could not send a test event. Please try again.'),
            onSettled: settle,
          },
        );
      },
      onToggle: (webhook: WebhookView) => {
        setBusy({ id: webhook._id, what: 'toggle' });
        changes.update.mutate(
          { id: webhook._id, enabled: !webhook.enabled },
          {
            onSuccess: (saved) =>
              setFeedback({
                ok: true,
                text: saved.webhook.enabled ? 'Webhook enabled.' : 'Webhook disabled.',
              }),
            onError: failed('Could not change the webhook. Please try again.'),
            onSettled: settle,
          },
        );
      },
    },
  };
}

function WebhookList({ actions }: { actions: ReturnType<typeof useWebhookActions> }) {
  const query = useWebhooks();
  if (query.isPending)
    return (
      <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading webhooks">
        {[0, 1].map((n) => (
          <Skeleton key={n} h={150} radius="md" />
        ))}
      </Stack>
    );
  if (query.isError)
    return (
      <FetchErrorAlert
        title="Failed to fetch webhooks"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  const { webhooks } = query.data;
  if (webhooks.length === 0)
    return (
      <Stack align="center" gap="sm" py="xl" ta="center">
        <Text c="dimmed">No webhooks yet. Add one to tell another system when prompts change.</Text>
        <Button variant="default" onClick={actions.openAdd}>
          Add your first webhook
        </Button>
      </Stack>
    );
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Webhooks">
      {webhooks.map((webhook) => (
        <WebhookCard
          key={webhook._id}
          webhook={webhook}
          busy={actions.busy?.id === webhook._id ? actions.busy.what : null}
          {...actions.card}
        />
      ))}
    </Stack>
  );
}

export default function WebhooksPage() {
  const actions = useWebhookActions();
  const { form, feedback } = actions;
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={4} style={{ flex: '1 1 20rem' }}>
            <Title order={1}>Webhooks</Title>
            <Text c="dimmed">
              Tell other systems when prompts are submitted, approved, rejected, updated or deleted,
              and when someone registers. Each delivery is signed with the webhook's secret.
            </Text>
          </Stack>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={actions.openAdd}>
            Add webhook
          </Button>
        </Group>
        <div role="status" aria-live="polite">
          {feedback && (
            <Alert
              color={feedback.ok ? 'green' : 'red'}
              withCloseButton
              closeButtonLabel="Dismiss"
              onClose={actions.clearFeedback}
            >
              {feedback.text}
            </Alert>
          )}
        </div>
        <WebhookList actions={actions} />
      </Stack>
      <WebhookFormDialog
        opened={form.mode !== 'closed'}
        editing={form.mode === 'edit' ? form.webhook : null}
        isPending={actions.saving.isPending}
        error={actions.saving.error}
        onSubmit={actions.submit}
        onClose={actions.closeForm}
      />
      <WebhookSecretDialog secret={actions.secret} onClose={actions.closeSecret} />
      <WebhookDeleteDialog
        webhook={actions.deleting}
        isPending={actions.remove.isPending}
        error={actions.remove.error}
        onConfirm={actions.confirmDelete}
        onClose={actions.closeDelete}
      />
      <WebhookDeliveriesDialog webhook={actions.viewing} onClose={actions.closeDeliveries} />
    </Container>
  );
}
