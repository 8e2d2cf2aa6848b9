/**
 * API keys in Settings: make one (name, scopes, optional expiry), see the
 * key once with a copy button, list the keys with their prefix, scopes and
 * dates, revoke one after confirming, and this month's calls against the
 * plan's allowance.
 */
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  Loader,
  Modal,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import {
  API_KEY_SCOPES,
  type ApiKeyScope,
  MAX_API_KEY_NAME_LENGTH,
} from '../../../shared/api-key-limits.ts';
import type { ApiKeyView } from '../../../shared/api-key-views.ts';
import { OneTimeSecret } from '../../components/one-time-secret.tsx';
import { serverProblem } from '../../lib/server-problem.ts';
import { useApiKeyChanges, useMyApiKeys } from './settings-api.ts';

const SCOPE_LABELS: Record<ApiKeyScope, string> = {
  read: 'Read',
  write: 'Write (create, edit, like, save, upload)',
  generate: 'Generate (run prompts)',
};

function day(date: Date | null): string {
  return date ? date.toLocaleDateString('en-US', { dateStyle: 'medium' }) : 'Never';
}

function NewKeyForm() {
  const { create } = useApiKeyChanges();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>(['read']);
  const [expires, setExpires] = useState('');
  const problem = create.error ? serverProblem(create.error) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      {
        name,
        scopes,
        ...(expires ? { expiresAt: new Date(`${expires}T23:59:59Z`).toISOString() } : {}),
      },
      {
        // The next key starts from a blank form, not from this one's name.
        onSuccess: () => {
          setName('');
          setScopes(['read']);
          setExpires('');
        },
      },
    );
  };

  if (create.data) {
    return (
      <Alert color="yellow" title="Copy your new API key now" role="status">
        <Stack gap="xs">
          <Text size="sm">
            This is the only time the key is shown. Store it somewhere safe: it cannot be seen
            again.
          </Text>
          <OneTimeSecret label="New API key" value={create.data.key} />
          <Group>
            <Button size="xs" variant="default" onClick={() => create.reset()}>
              Done
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }

  return (
    <form onSubmit={submit} aria-label="Create an API key">
      <Stack gap="sm">
        <TextInput
          label="Key name"
          required
          maxLength={MAX_API_KEY_NAME_LENGTH}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={problem?.fields?.name}
        />
        <Checkbox.Group
          label="Scopes"
          value={scopes}
          onChange={(value) => setScopes(API_KEY_SCOPES.filter((scope) => value.includes(scope)))}
          error={problem?.fields?.scopes}
        >
          <Stack gap={4} mt={4}>
            {API_KEY_SCOPES.map((scope) => (
              <Checkbox key={scope} value={scope} label={SCOPE_LABELS[scope]} />
            ))}
          </Stack>
        </Checkbox.Group>
        <TextInput
          type="date"
          label="Expires on (optional)"
          value={expires}
          onChange={(event) => setExpires(event.currentTarget.value)}
          error={problem?.fields?.expiresAt}
        />
        {problem && Object.keys(problem.fields).length === 0 && (
          <Alert color="red" role="alert">
            {problem.message ?? 'Could not create the key. Please try again.'}
          </Alert>
        )}
        <Group>
          <Button type="submit" leftSection={<IconKey size={16} />} loading={create.isPending}>
            Create API key
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Named for its key, so a list of them reads as "Revoke Newsletter bot", not "Revoke" again. */
function RevokeButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <Button
      size="xs"
      color="red"
      variant="light"
      onClick={onClick}
      aria-label={`Revoke ${name}`}
      style={{ flexShrink: 0 }}
    >
      Revoke
    </Button>
  );
}

function KeyRow({ apiKey, onRevoke }: { apiKey: ApiKeyView; onRevoke: () => void }) {
  return (
    <Table.Tr>
      <Table.Td>{apiKey.name}</Table.Td>
      <Table.Td ff="monospace">{apiKey.prefix}</Table.Td>
      <Table.Td>{apiKey.scopes.join(', ')}</Table.Td>
      <Table.Td>{day(apiKey.createdAt)}</Table.Td>
      <Table.Td>{day(apiKey.lastUsedAt)}</Table.Td>
      <Table.Td>{apiKey.expiresAt ? day(apiKey.expiresAt) : 'No expiry'}</Table.Td>
      <Table.Td>
        <RevokeButton name={apiKey.name} onClick={onRevoke} />
      </Table.Td>
    </Table.Tr>
  );
}

/** On a phone, each key is a short card: a seven-column table would scroll sideways. */
function KeyCard({ apiKey, onRevoke }: { apiKey: ApiKeyView; onRevoke: () => void }) {
  return (
    <Paper withBorder radius="md" p="sm" component="li">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {apiKey.name}
          </Text>
          <Text size="sm" ff="monospace">
            {apiKey.prefix}
          </Text>
          <Text size="sm">Scopes: {apiKey.scopes.join(', ')}</Text>
          <Text size="sm" c="dimmed">
            Created {day(apiKey.createdAt)} · Last used {day(apiKey.lastUsedAt)} ·{' '}
            {apiKey.expiresAt ? `Expires ${day(apiKey.expiresAt)}` : 'No expiry'}
          </Text>
        </Stack>
        <RevokeButton name={apiKey.name} onClick={onRevoke} />
      </Group>
    </Paper>
  );
}

function RevokeDialog({ apiKey, onClose }: { apiKey: ApiKeyView | null; onClose: () => void }) {
  const { revoke } = useApiKeyChanges();
  return (
    <Modal opened={apiKey !== null} onClose={onClose} title="Revoke API key" centered>
      <Stack>
        <Text>
          Revoke "{apiKey?.name}"? Anything using it stops working at once. This cannot be undone.
        </Text>
        {revoke.error && (
          <Alert color="red" role="alert">
            {serverProblem(revoke.error).message ?? 'Could not revoke the key. Please try again.'}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button
            color="red"
            loading={revoke.isPending}
            onClick={() => apiKey && revoke.mutate({ id: apiKey._id }, { onSuccess: onClose })}
          >
            Revoke key
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function ApiKeysSection() {
  const keys = useMyApiKeys();
  const [revoking, setRevoking] = useState<ApiKeyView | null>(null);
  const usage = keys.data?.usage;

  return (
    <Card
      component="section"
      aria-labelledby="api-keys-heading"
      withBorder
      radius="md"
      padding="lg"
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h3" id="api-keys-heading">
            API keys
          </Title>
          <Text size="sm" c="dimmed">
            Use a key as Authorization: Bearer ph_... on the REST API.
          </Text>
          {usage && (
            <Text size="sm">
              API calls this month: {usage.used.toLocaleString('en-US')} of{' '}
              {usage.limit === null ? 'unlimited' : usage.limit.toLocaleString('en-US')}
            </Text>
          )}
        </Stack>
        <NewKeyForm />
        {keys.isPending && <Loader size="sm" aria-label="Loading API keys" />}
        {keys.error && (
          <Alert color="red" role="alert">
            {serverProblem(keys.error).message ?? 'Could not load your API keys.'}
          </Alert>
        )}
        {keys.data && keys.data.apiKeys.length === 0 && (
          <Text size="sm" c="dimmed">
            You have no API keys yet.
          </Text>
        )}
        {keys.data && keys.data.apiKeys.length > 0 && (
          <Stack component="ul" gap="xs" hiddenFrom="sm" aria-label="Your API keys" p={0} m={0}>
            {keys.data.apiKeys.map((apiKey) => (
              <KeyCard key={apiKey._id} apiKey={apiKey} onRevoke={() => setRevoking(apiKey)} />
            ))}
          </Stack>
        )}
        {keys.data && keys.data.apiKeys.length > 0 && (
          <Table.ScrollContainer minWidth={640} visibleFrom="sm">
            <Table aria-label="Your API keys">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Prefix</Table.Th>
                  <Table.Th>Scopes</Table.Th>
                  <Table.Th>Created</Table.Th>
                  <Table.Th>Last used</Table.Th>
                  <Table.Th>Expires</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {keys.data.apiKeys.map((apiKey) => (
                  <KeyRow key={apiKey._id} apiKey={apiKey} onRevoke={() => setRevoking(apiKey)} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <RevokeDialog apiKey={revoking} onClose={() => setRevoking(null)} />
    </Card>
  );
}
