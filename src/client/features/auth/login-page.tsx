/**
 * Sign in (PRODUCT_SPEC section 2 "Login", as extended by the accounts work):
 * Google when configured, email and password when enabled, the error box,
 * and the remembered destination honoured after sign-in.
 */
import { Alert, Anchor, Card, Center, Container, Divider, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'wouter';
import { DISABLED_MESSAGE } from '../../../shared/account-disabled.ts';
import { useCurrentUser } from '../../hooks/use-current-user.ts';
import { useSignInOptions } from './auth-api.ts';
import {
  GOOGLE_FAILED,
  GoogleSignInButton,
  LoadingGoogleSignIn,
  SignInErrorBox,
} from './google-sign-in.tsx';
import { forgetLoginTarget, loginTarget, rememberLoginTarget } from './login-target.ts';
import { PasswordForm } from './password-form.tsx';

export default function LoginPage() {
  const [params, setParams] = useSearchParams();
  const redirect = params.get('redirect');
  const [error, setError] = useState<string | null>(
    params.get('error') === 'google' ? GOOGLE_FAILED : null,
  );
  // Sent here by a tab whose account was disabled (lib/account-disabled.ts).
  const wasDisabled = params.get('error') === 'disabled';
  const options = useSignInOptions();
  const { user } = useCurrentUser();
  const target = loginTarget(redirect);

  useEffect(() => rememberLoginTarget(redirect), [redirect]);

  // A full page load, so every screen starts from the new session.
  const finish = () => {
    forgetLoginTarget();
    window.location.assign(target);
  };
  useEffect(() => {
    if (user) window.location.replace(target);
  }, [user, target]);

  const retry = () => {
    setError(null);
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('error');
        return next;
      },
      { replace: true },
    );
  };

  const passwordSignIn = options.data?.passwordSignIn ?? false;
  const googleSignIn = options.data?.googleSignIn ?? false;

  return (
    <Container size={440} py={48}>
      <Stack gap="lg">
        <Stack gap={4} ta="center">
          <Title order={1} size="h2">
            Welcome to Prompt Hub
          </Title>
          <Text c="dimmed">Sign in to submit, save and like prompts.</Text>
        </Stack>
        <Card withBorder radius="md" padding="lg">
          <Stack gap="md">
            {wasDisabled && (
              <Alert color="red" title="Account disabled" role="alert">
                {DISABLED_MESSAGE}
              </Alert>
            )}
            {error && (
              <SignInErrorBox message={error} onRetry={retry} showPasswordTip={passwordSignIn} />
            )}
            {options.isPending ? (
              <LoadingGoogleSignIn />
            ) : options.isError ? (
              <Text c="red" role="alert">
                Sign-in options could not be loaded. Refresh the page to try again.
              </Text>
            ) : (
              <>
                {googleSignIn && <GoogleSignInButton target={target} />}
                {googleSignIn && passwordSignIn && <Divider label="or" labelPosition="center" />}
                {passwordSignIn && <PasswordForm onSignedIn={finish} />}
                {!googleSignIn && !passwordSignIn && (
                  <Text role="alert">Sign-in is not configured on this server yet.</Text>
                )}
              </>
            )}
          </Stack>
        </Card>
        <Text size="sm" c="dimmed" ta="center">
          By continuing you agree to our{' '}
          <Anchor component={Link} href="/terms" underline="always">
            Terms of Service
          </Anchor>{' '}
          and{' '}
          <Anchor component={Link} href="/privacy" underline="always">
            Privacy Policy
          </Anchor>
          .
        </Text>
        <Center>
          <Anchor component={Link} href="/">
            ← Back to home
          </Anchor>
        </Center>
      </Stack>
    </Container>
  );
}
