/**
 * The Google button. Sign-in runs as a full-page redirect (authorization
 * code flow with PKCE on the server), so the page only shows that it is on
 * its way; the error box below explains what to do when it comes back failed.
 */
import { Alert, Button, Group, List, Loader, Stack, Text } from '@mantine/core';
import { IconBrandGoogle } from '@tabler/icons-react';
import { useState } from 'react';

export const GOOGLE_FAILED = 'Google login failed. Please try again or use another method.';

export function GoogleSignInButton({ target }: { target: string }) {
  const [isAuthenticating, setAuthenticating] = useState(false);
  const start = () => {
    setAuthenticating(true);
    window.location.assign(`/api/auth/google/start?redirect=${encodeURIComponent(target)}`);
  };
  return isAuthenticating ? (
    <Group justify="center" gap="sm" role="status" py={6}>
      <Loader size="sm" />
      <Text>Authenticating...</Text>
    </Group>
  ) : (
    <Button
      variant="default"
      size="md"
      leftSection={<IconBrandGoogle size={18} />}
      onClick={start}
      fullWidth
    >
      Continue with Google
    </Button>
  );
}

export function LoadingGoogleSignIn() {
  return (
    <Group justify="center" gap="sm" role="status" py={6}>
      <Loader size="sm" />
      <Text c="dimmed">Loading Google Sign-In...</Text>
    </Group>
  );
}

export function SignInErrorBox({
  message,
  onRetry,
  showPasswordTip,
}: {
  message: string;
  onRetry: () => void;
  showPasswordTip: boolean;
}) {
  return (
    <Alert color="red" title="Sign-in did not work" role="alert">
      <Stack gap="sm">
        <Text size="sm">{message}</Text>
        <Group gap="xs">
          <Button size="xs" color="red" onClick={onRetry}>
            Try Again
          </Button>
          <Button size="xs" variant="default" onClick={() => window.location.reload()}>
            Refresh Page
          </Button>
        </Group>
        <Text size="sm" fw={600}>
          Troubleshooting tips
        </Text>
        <List size="sm" spacing={2}>
          <List.Item>Allow cookies for this site: sign-in needs one to finish.</List.Item>
          <List.Item>Check that your computer&apos;s date and time are correct.</List.Item>
          <List.Item>Try a private window, or another browser.</List.Item>
          {showPasswordTip && <List.Item>Sign in with your email and password instead.</List.Item>}
        </List>
      </Stack>
    </Alert>
  );
}
