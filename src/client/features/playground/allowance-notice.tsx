/**
 * Under Generate: how many generations are left (when there is a limit),
 * and, when the next run does not fit or the server refused one, a neutral
 * notice with the way to more: sign in (visitors) or upgrade (members).
 * Running out is not an error, so it is not shown in red.
 */
import { Alert, Anchor, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'wouter';
import { type Allowance, allowanceText } from './allowance-rules.ts';

interface Props {
  allowance: Allowance | null;
  /** Why the allowance stops the next run, or null. */
  limitBlocker: string | null;
  /** The server's words when it refused the last run for the allowance. */
  refusal: string | null;
  isRunning: boolean;
}

function MoreLink({ allowance }: { allowance: Allowance | null }) {
  if (allowance?.kind === 'member') {
    return (
      <Anchor component={Link} href="/settings" size="sm">
        Upgrade your plan in Settings
      </Anchor>
    );
  }
  return (
    <Anchor component={Link} href="/login" size="sm">
      Sign in for more generations
    </Anchor>
  );
}

export function AllowanceNotice({ allowance, limitBlocker, refusal, isRunning }: Props) {
  const message = refusal ?? (isRunning ? null : limitBlocker);
  const left = allowance ? allowanceText(allowance) : null;
  return (
    <>
      {left && (
        <Text size="sm" c="dimmed">
          {left}
        </Text>
      )}
      {message && (
        <Alert
          variant="light"
          color="gray"
          icon={<IconInfoCircle size={18} aria-hidden />}
          role="status"
        >
          <Text size="sm">{message}</Text>
          <MoreLink allowance={allowance} />
        </Alert>
      )}
    </>
  );
}
