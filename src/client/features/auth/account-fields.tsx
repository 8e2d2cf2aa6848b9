/**
 * Fields that sign-in, sign-up and password recovery ask alike: the
 * account's email address, and the rule a new password must meet (with the
 * hint that says it), so every form that sets a password states the same rule.
 */
import { TextInput } from '@mantine/core';
import { MIN_PASSWORD_LENGTH } from '../../../shared/account-limits.ts';

/** Props for a PasswordInput that sets a new password. */
export const NEW_PASSWORD_RULE = {
  minLength: MIN_PASSWORD_LENGTH,
  description: `At least ${MIN_PASSWORD_LENGTH} characters`,
} as const;

interface EmailInputProps {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}

export function EmailInput({ value, onChange, error }: EmailInputProps) {
  return (
    <TextInput
      label="Email"
      type="email"
      autoComplete="email"
      required
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
    />
  );
}
