/**
 * "Confirm your email address": shown to a member whose address is not
 * proven yet, where that holds something back (Settings, Submit), with a
 * Resend button. Renders nothing for everyone else.
 */
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { useAddressVerification } from '../../hooks/use-address-verification.ts';

export function VerifyAddressNotice() {
  const verification = useAddressVerification();
  if (!verification.needed) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      title="Confirm your email address"
      icon={<IconMailExclamation size={20} aria-hidden />}
    >
      <Stack gap="sm">
        <Text size="sm">
          We sent a link to <strong>{verification.email}</strong>. Open it to submit prompts and
          choose a paid plan. Everything else works already.
        </Text>
        <Group gap="sm">
          <Button
            size="xs"
            variant="default"
            onClick={verification.resend}
            loading={verification.isSending}
            disabled={verification.isSent}
          >
            {verification.isSent ? 'Sent' : 'Resend the link'}
          </Button>
          <Text size="sm" role="status" aria-live="polite">
            {verification.isSent
              ? 'A new link is on its way. Check your inbox and spam folder.'
              : ''}
          </Text>
        </Group>
        {verification.problem && (
          <Text size="sm" c="red" role="alert">
            {verification.problem}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
