/**
 * Deleting the account, behind a confirmation; afterwards the person lands
 * on the home page, which says the account was deleted.
 */
import { Alert, Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { useLocation } from 'wouter';
import type { ArrivalState } from '../../components/layout/arrival-notice.tsx';
import { serverProblem } from '../../lib/server-problem.ts';
import { useDeleteAccount } from './settings-api.ts';

export const DELETE_CONFIRMATION =
  'Are you sure you want to delete your account? This action cannot be undone.';

export function DangerZone() {
  const [, navigate] = useLocation();
  const [opened, { open, close }] = useDisclosure(false);
  const deleted: ArrivalState = { notice: 'Your account was deleted.' };
  const remove = useDeleteAccount({
    onDeleted: () => navigate('/', { replace: true, state: deleted }),
  });
  const problem = remove.error ? serverProblem(remove.error) : null;

  const cancel = () => {
    if (remove.isPending) return;
    remove.reset();
    close();
  };

  return (
    <Card
      component="section"
      aria-labelledby="danger-heading"
      withBorder
      radius="md"
      padding="lg"
      style={{ borderColor: 'var(--mantine-color-red-filled)' }}
    >
      <Group justify="space-between" gap="md">
        <Stack gap={4} style={{ flex: '1 1 280px' }}>
          <Title order={2} size="h3" id="danger-heading" c="red">
            Danger Zone
          </Title>
          <Text size="sm" c="dimmed">
            Deleting your account removes your profile, the prompts you created and their files.
          </Text>
        </Stack>
        <Button color="red" leftSection={<IconTrash size={16} />} onClick={open}>
          Delete Account
        </Button>
      </Group>
      <Modal opened={opened} onClose={cancel} title={<Text fw={700}>Delete Account</Text>} centered>
        <Stack gap="md">
          <Text>{DELETE_CONFIRMATION}</Text>
          {problem && (
            <Alert color="red" role="alert" title="Failed to delete account. Please try again.">
              {problem.message}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={cancel} disabled={remove.isPending} data-autofocus>
              Cancel
            </Button>
            <Button
              color="red"
              leftSection={<IconTrash size={16} />}
              loading={remove.isPending}
              onClick={() => remove.mutate()}
            >
              Delete Account
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
