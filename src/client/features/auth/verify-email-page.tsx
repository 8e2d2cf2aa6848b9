/**
 * Where a verification link opens (decision 041): the address is confirmed
 * as the page loads, once, and the page says so. A used or expired link
 * says so and, for a signed-in member, offers another.
 */
import { Alert, Anchor, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'wouter';
import { VerifyAddressNotice } from '../../components/user/verify-address-notice.tsx';
import { useCurrentUser } from '../../hooks/use-current-user.ts';
import { serverProblem } from '../../lib/server-problem.ts';
import { useVerifyEmail } from './auth-api.ts';
import { AuthCardPage } from './auth-card-page.tsx';

const BACK_HOME = { href: '/', label: 'Back to home' };
const NO_TOKEN = 'This link is incomplete. Open the link from your email again.';

function Confirmed({ signedIn }: { signedIn: boolean }) {
  return (
    <Stack gap="md" align="center" ta="center" role="status">
      <IconCircleCheck size={48} color="var(--mantine-color-green-7)" aria-hidden />
      <Text fw={600}>Your email address is confirmed.</Text>
      <Text size="sm" c="dimmed">
        You can now submit prompts and choose any plan.
      </Text>
      {signedIn ? (
        <Button component={Link} href="/submit-prompt">
          Submit a prompt
        </Button>
      ) : (
        <Button component={Link} href="/login">
          Sign in
        </Button>
      )}
    </Stack>
  );
}

export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { user, setUser, isLoading } = useCurrentUser();
  const verify = useVerifyEmail();
  // The link works once: a second run of the effect (React's development
  // double mount) must not spend it again and show "already used".
  const started = useRef(false);
  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    verify.mutate({ token });
  }, [token, verify]);
  const confirmedId = verify.data?.user._id;
  useEffect(() => {
    // The signed-in member confirmed their own address: every screen sees it now.
    if (verify.data && user && user._id === confirmedId) setUser(verify.data.user);
  }, [verify.data, confirmedId, user, setUser]);

  const problem = verify.error ? serverProblem(verify.error).message : null;

  return (
    <AuthCardPage title="Confirm your email address" back={BACK_HOME}>
      {!token ? (
        <Alert color="red" role="alert">
          {NO_TOKEN}
        </Alert>
      ) : verify.isSuccess ? (
        <Confirmed signedIn={user !== null} />
      ) : verify.isError ? (
        <Stack gap="md">
          <Alert color="red" role="alert">
            {problem ?? 'The address could not be confirmed. Please try again.'}
          </Alert>
          {!isLoading && !user && (
            <Text size="sm">
              <Anchor component={Link} href="/login">
                Sign in
              </Anchor>{' '}
              to ask for a new link from Settings.
            </Text>
          )}
          <VerifyAddressNotice />
        </Stack>
      ) : (
        <Center py="md" role="status" aria-label="Confirming your address">
          <Loader />
        </Center>
      )}
    </AuthCardPage>
  );
}
