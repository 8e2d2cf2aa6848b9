/** Email and password: sign in, or create an account (name, email, password). */
import {
  Alert,
  Anchor,
  Button,
  PasswordInput,
  SegmentedControl,
  Stack,
  TextInput,
} from '@mantine/core';
import { Link } from 'wouter';
import { type FormEvent, useState } from 'react';
import { type ServerProblem, serverProblem } from '../../lib/server-problem.ts';
import { EmailInput, NEW_PASSWORD_RULE } from './account-fields.tsx';
import { usePasswordSignIn } from './auth-api.ts';

type Mode = 'sign-in' | 'create';

interface Props {
  onSignedIn: () => void;
}

function messageOf(problem: ServerProblem, mode: Mode): string {
  if (problem.message) return problem.message;
  if (Object.keys(problem.fields).length > 0) return 'Check the highlighted fields and try again.';
  return mode === 'sign-in'
    ? 'Sign-in failed. Please try again.'
    : 'Registration failed. Please try again.';
}

export function PasswordForm({ onSignedIn }: Props) {
  const [mode, setMode] = useState<Mode>('sign-in');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { login, register } = usePasswordSignIn({ onSignedIn });
  const active = mode === 'sign-in' ? login : register;
  const problem = active.error ? serverProblem(active.error) : null;
  const fields = problem?.fields ?? {};
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
      <EmailInput value={email} onChange={setEmail} error={label('email', 'Email')} />
      <PasswordInput
        label="Password"
        autoComplete={mode === 'sign-in' ? 'current-password' : 'new-password'}
        required
        {...(mode === 'create' ? NEW_PASSWORD_RULE : {})}
        value={password}
        onChange={(event) => setPassword(event.currentTarget.value)}
        error={label('password', 'Password')}
      />
      {mode === 'sign-in' && (
        <Anchor component={Link} href="/forgot-password" size="sm" ta="right">
          Forgot password?
        </Anchor>
      )}
      {problem && (
        <Alert color="red" role="alert">
          {messageOf(problem, mode)}
        </Alert>
      )}
      <Button type="submit" size="md" loading={active.isPending}>
        {mode === 'sign-in' ? 'Sign in' : 'Create account'}
      </Button>
    </Stack>
  );
}
