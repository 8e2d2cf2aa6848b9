/** Email and password: sign in, or create an account (name, email, password). */
import { Alert, Button, PasswordInput, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { type FormEvent, useState } from 'react';
import { MIN_PASSWORD_LENGTH } from '../../../shared/account-limits.ts';
import { useTRPC } from '../../app/trpc.ts';

type Mode = 'sign-in' | 'create';

interface Props {
  onSignedIn: () => void;
}

function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof TRPCClientError)) return {};
  const data = error.data as { fields?: Record<string, string> } | undefined;
  return data?.fields ?? {};
}

function messageOf(error: unknown, mode: Mode): string {
  if (error instanceof Error && error.message) return error.message;
  return mode === 'sign-in'
    ? 'Sign-in failed. Please try again.'
    : 'Registration failed. Please try again.';
}

export function PasswordForm({ onSignedIn }: Props) {
  const trpc = useTRPC();
  const [mode, setMode] = useState<Mode>('sign-in');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const handlers = { onSuccess: () => onSignedIn() };
  const login = useMutation(trpc.auth.login.mutationOptions(handlers));
  const register = useMutation(trpc.auth.register.mutationOptions(handlers));
  const active = mode === 'sign-in' ? login : register;
  const fields = fieldErrorsOf(active.error);
  const label = (field: string, text: string) =>
    fields[field] ? `${text} ${fields[field]}` : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mode === 'sign-in') login.mutate({ email, password });
    else register.mutate({ name, email, password });
  };

  return (
    <Stack
      component="form"
      onSubmit={submit}
      gap="sm"
      aria-label={mode === 'sign-in' ? 'Sign in' : 'Create account'}
    >
      <SegmentedControl
        fullWidth
        value={mode}
        onChange={(value) => {
          setMode(value);
          login.reset();
          register.reset();
        }}
        data={[
          { value: 'sign-in', label: 'Sign in' },
          { value: 'create', label: 'Create account' },
        ]}
      />
      {mode === 'create' && (
        <TextInput
          label="Name"
          autoComplete="name"
          required
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={label('name', 'Name')}
          maxLength={80}
        />
      )}
      <TextInput
        label="Email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.currentTarget.value)}
        error={label('email', 'Email')}
      />
      <PasswordInput
        label="Password"
        autoComplete={mode === 'sign-in' ? 'current-password' : 'new-password'}
        required
        minLength={mode === 'create' ? MIN_PASSWORD_LENGTH : undefined}
        description={mode === 'create' ? `At least ${MIN_PASSWORD_LENGTH} characters` : undefined}
        value={password}
        onChange={(event) => setPassword(event.currentTarget.value)}
        error={label('password', 'Password')}
      />
      {active.error && (
        <Alert color="red" role="alert">
          {messageOf(active.error, mode)}
        </Alert>
      )}
      <Button type="submit" size="md" loading={active.isPending}>
        {mode === 'sign-in' ? 'Sign in' : 'Create account'}
      </Button>
    </Stack>
  );
}
