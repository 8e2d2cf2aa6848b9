/**
 * "Forgot password?" (decision 040): an address in, the same answer out
 * whether or not it has an account. A hub without a mail server says whom
 * to ask instead, since no link can be mailed.
 */
import { Alert, Button, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { serverProblem } from '../../lib/server-problem.ts';
import { EmailInput } from './account-fields.tsx';
import { AuthCardPage } from './auth-card-page.tsx';
import { useForgotPassword, useSignInOptions } from './auth-api.ts';

function SentNotice({ email }: { email: string }) {
  return (
    <Alert color="green" title="Check your inbox" role="status">
      If an account uses {email}, we sent it a link to choose a new password. The link works once,
      for one hour. Nothing there? Look in your spam folder, or ask again in a few minutes.
    </Alert>
  );
}

function RequestForm() {
  const [email, setEmail] = useState('');
  const forgot = useForgotPassword();
  const problem = forgot.error ? serverProblem(forgot.error) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    forgot.mutate({ email });
  };
  if (forgot.isSuccess) return <SentNotice email={forgot.variables.email} />;
  return (
    <Stack component="form" onSubmit={submit} gap="sm" aria-label="Reset password">
      <Text size="sm">
        Enter the email address of your account and we will send you a link to choose a new
        password.
      </Text>
      <EmailInput
        value={email}
        onChange={setEmail}
        error={problem?.fields.email ? `Email ${problem.fields.email}` : undefined}
      />
      {problem && (
        <Alert color="red" role="alert">
          {problem.message ?? 'The link could not be requested. Please try again.'}
        </Alert>
      )}
      <Button type="submit" size="md" loading={forgot.isPending}>
        Send reset link
      </Button>
    </Stack>
  );
}

export default function ForgotPasswordPage() {
  const options = useSignInOptions();
  return (
    <AuthCardPage title="Forgot your password?">
      {options.isPending ? (
        <Text c="dimmed">Loading…</Text>
      ) : options.isError ? (
        <Text c="red" role="alert">
          This page could not be loaded. Refresh the page to try again.
        </Text>
      ) : options.data.mail ? (
        <RequestForm />
      ) : (
        <Text>
          This hub does not send email. Ask an administrator for a reset link: they can make one for
          your account in Manage Users.
        </Text>
      )}
    </AuthCardPage>
  );
}
