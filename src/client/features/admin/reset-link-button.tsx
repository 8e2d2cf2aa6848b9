/**
 * "Reset link" in Manage Users, offered only when the hub sends no mail
 * (decision 040): it makes a member's one-hour password link and shows it
 * once, to copy and pass on; closing the dialog forgets it.
 */
import {
  ActionIcon,
  Alert,
  Button,
  CopyButton,
  Modal,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import type { AdminUserView } from '../../../shared/admin-views.ts';
import { serverProblem } from '../../lib/server-problem.ts';
import { useHubSendsMail, useMakeResetLink } from './users-api.ts';

export function ResetLinkButton({ user, disabled }: { user: AdminUserView; disabled: boolean }) {
  const sendsMail = useHubSendsMail();
  const make = useMakeResetLink();
  if (sendsMail !== false) return null;
  const problem = make.error ? serverProblem(make.error) : null;
  const close = () => make.reset();
  return (
    <>
      {/* An icon with a tooltip: a row of Manage Users has no room for a fifth label. */}
      <Tooltip label="Reset link" withArrow>
        <ActionIcon
          size={30}
          variant="default"
          onClick={() => make.mutate({ id: user._id })}
          loading={make.isPending}
          disabled={disabled}
          aria-label={`Reset link for ${user.email}`}
        >
          <IconKey size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Modal
        opened={make.isSuccess || problem !== null}
        onClose={close}
        title={`Password reset link for ${user.email}`}
        zIndex={300}
      >
        {problem ? (
          <Alert color="red" role="alert">
            {problem.message ?? 'The link could not be made. Please try again.'}
          </Alert>
        ) : (
          <Stack gap="sm">
            <Text size="sm">
              Send this link to the member. It lets them choose a new password once, within the next
              hour. It is shown only now.
            </Text>
            <TextInput readOnly label="Reset link" value={make.data?.url ?? ''} />
            <CopyButton value={make.data?.url ?? ''}>
              {({ copied, copy }) => (
                <Button onClick={copy} color={copied ? 'teal' : undefined}>
                  {copied ? 'Copied' : 'Copy link'}
                </Button>
              )}
            </CopyButton>
          </Stack>
        )}
      </Modal>
    </>
  );
}
