/**
 * The password part of the profile form. A person with a password changes it
 * (current and new); a Google-only account has none yet and sets a first one.
 * Both fields may stay empty: then the password is left as it is.
 */
import { PasswordInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../../../shared/account-limits.ts';

export interface PasswordValues {
  currentPassword: string;
  newPassword: string;
}

interface Props {
  hasPassword: boolean;
  values: PasswordValues;
  onChange: (changes: Partial<PasswordValues>) => void;
  errors: Partial<Record<keyof PasswordValues, string>>;
  disabled: boolean;
}

export function PasswordFields({ hasPassword, values, onChange, errors, disabled }: Props) {
  const newPassword = (
    <PasswordInput
      label="New password"
      description={`At least ${MIN_PASSWORD_LENGTH} characters`}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      autoComplete="new-password"
      value={values.newPassword}
      onChange={(event) => onChange({ newPassword: event.currentTarget.value })}
      error={errors.newPassword}
      maxLength={MAX_PASSWORD_LENGTH}
      disabled={disabled}
    />
  );
  return (
    <Stack gap="sm" component="fieldset" m={0} p={0} style={{ border: 0, minWidth: 0 }}>
      <Text component="legend" fw={700} p={0}>
        {hasPassword ? 'Change Password' : 'Set a password'}
      </Text>
      <Text size="sm" c="dimmed" mt={-6}>
        {hasPassword
          ? 'Leave both fields empty to keep your current password.'
          : 'You sign in with Google. Set a password to also sign in with your email address.'}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {hasPassword && (
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            value={values.currentPassword}
            onChange={(event) => onChange({ currentPassword: event.currentTarget.value })}
            error={errors.currentPassword}
            maxLength={MAX_PASSWORD_LENGTH}
            disabled={disabled}
          />
        )}
        {newPassword}
      </SimpleGrid>
    </Stack>
  );
}
