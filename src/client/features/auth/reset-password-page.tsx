/**
 * Where a reset link opens (decision 040): the new password, twice, then
 * signed in. A used or expired link says so and offers a new one.
 */
import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'wouter';
import { serverProblem } from '../../lib/server-problem.ts';
import { NEW_PASSWORD_RULE } from './account-fields.tsx';
import { AuthCardPage } from './auth-card-page.tsx';
import { useResetPassword } from './auth-api.ts';

const NO_TOKEN =
  'This link is incomplete. Open the link from your email again, or ask for a new one.';

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [mismatch, setMismatch] = useState(false);
  // A full page load, so every screen starts from the new session.
  const reset = useResetPassword({ onSignedIn: () => window.location.assign('/') });
  const problem = reset.error ? serverProblem(reset.error) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMismatch(password !== repeat);
    if (password === repeat) reset.mutate({ token, newPassword: password });
  };

  return (
    <AuthCardPage title="Choose a new password">
      {!token ? (
        <Alert color="red" role="alert">
          {NO_TOKEN}
        </Alert>
      ) : (
        <Stack component="form" onSubmit={submit} gap="sm" aria-label="Choose a new password">
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            required
            {...NEW_PASSWORD_RULE}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={
              problem?.fields.newPassword ? `Password ${problem.fields.newPassword}` : undefined
            }
          />
          <PasswordInput
            label="Repeat the new password"
            autoComplete="new-password"
            required
            value={repeat}
            onChange={(event) => setRepeat(event.currentTarget.value)}
            error={mismatch ? 'The two passwords do not match' : undefined}
          />
          {problem && (
            <Alert color="red" role="alert">
              {problem.message ?? 'The password could not be set. Please try again.'}
            </Alert>
          )}
          <Button type="submit" size="md" loading={reset.isPending}>
            Set password and sign in
          </Button>
          <Anchor component={Link} href="/forgot-password" size="sm" ta="center">
            Ask for a new link
          </Anchor>
        </Stack>
      )}
    </AuthCardPage>
  );
}
