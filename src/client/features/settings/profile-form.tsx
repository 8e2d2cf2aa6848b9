/**
 * The profile form: picture, name (email is read-only), the password, and
 * Save Changes. Obvious mistakes are caught here so nothing half-saves; the
 * server's own field messages land under the same inputs.
 */
import {
  Alert,
  Button,
  Card,
  Divider,
  Group,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { MAX_NAME_LENGTH, MIN_PASSWORD_LENGTH } from '../../../shared/account-limits.ts';
import type { UserView } from '../../../shared/user-views.ts';
import { type AvatarChoice, AvatarPicker } from './avatar-picker.tsx';
import { type PasswordValues, PasswordFields } from './password-fields.tsx';
import { profileProblem } from './profile-problem.ts';
import { profileSavedMessage } from './profile-saved-message.ts';
import { type ProfileChanges, useSaveProfile } from './settings-api.ts';
import { SuccessFlash } from './success-flash.tsx';
import { useFlashMessage } from './use-flash-message.ts';

type Field = 'name' | 'avatar' | keyof PasswordValues;
type FieldErrors = Partial<Record<Field, string>>;

const LABELS: Record<Field, string> = {
  name: 'Name',
  avatar: 'Picture',
  currentPassword: 'Current password',
  newPassword: 'New password',
};

/** The server writes "is required"-style fragments; the form shows sentences. */
function asSentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

function check(changes: ProfileChanges, hasPassword: boolean): FieldErrors {
  const errors: FieldErrors = {};
  if (!changes.name.trim()) errors.name = 'Enter your name.';
  if (changes.newPassword && changes.newPassword.length < MIN_PASSWORD_LENGTH) {
    errors.newPassword = `The new password must be at least ${MIN_PASSWORD_LENGTH} characters.`;
  }
  if (hasPassword && changes.newPassword && !changes.currentPassword) {
    errors.currentPassword = 'Enter your current password to change it.';
  }
  if (changes.currentPassword && !changes.newPassword) {
    errors.newPassword = 'Enter a new password, or clear the current password.';
  }
  return errors;
}

export function ProfileForm({ user }: { user: UserView }) {
  const [name, setName] = useState(user.name);
  const [passwords, setPasswords] = useState<PasswordValues>({
    currentPassword: '',
    newPassword: '',
  });
  const [avatar, setAvatar] = useState<AvatarChoice | null>(null);
  const [localErrors, setLocalErrors] = useState<FieldErrors>({});
  // Fields changed since the last save: the server's verdict on them is stale.
  const [editedSinceSave, setEditedSinceSave] = useState<ReadonlySet<Field>>(new Set());
  const flash = useFlashMessage();
  const save = useSaveProfile({
    onAvatarSaved: () => setAvatar(null),
    onSaved: ({ otherSessionsEnded }) => {
      setPasswords({ currentPassword: '', newPassword: '' });
      flash.show(profileSavedMessage(otherSessionsEnded));
    },
  });

  const problem = save.error ? profileProblem(save.error) : null;
  const errorOf = (field: Field): string | undefined => {
    if (localErrors[field]) return localErrors[field];
    const serverMessage = problem?.fields[field];
    if (!serverMessage || editedSinceSave.has(field)) return undefined;
    return field === 'avatar' ? serverMessage : asSentence(`${LABELS[field]} ${serverMessage}`);
  };
  const clearError = (field: Field) => {
    setLocalErrors(({ [field]: _, ...rest }) => rest);
    setEditedSinceSave((fields) => new Set(fields).add(field));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    flash.clear();
    const changes: ProfileChanges = {
      name: name.trim(),
      ...passwords,
      avatar: avatar?.file ?? null,
    };
    const errors = check(changes, user.hasPassword);
    setLocalErrors(errors);
    setEditedSinceSave(new Set());
    if (Object.keys(errors).length > 0) {
      save.reset();
      return;
    }
    save.mutate(changes, { onSuccess: (saved) => setName(saved.user.name) });
  };

  return (
    <Card component="section" aria-labelledby="profile-heading" withBorder radius="md" padding="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <Title order={2} id="profile-heading">
            Profile
          </Title>
          <AvatarPicker
            user={user}
            choice={avatar}
            onChoose={(choice) => {
              setAvatar(choice);
              clearError('avatar');
            }}
            error={errorOf('avatar')}
            onError={(message) =>
              message
                ? setLocalErrors((errors) => ({ ...errors, avatar: message }))
                : clearError('avatar')
            }
            disabled={save.isPending}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Name"
              autoComplete="name"
              required
              value={name}
              onChange={(event) => {
                setName(event.currentTarget.value);
                clearError('name');
              }}
              error={errorOf('name')}
              maxLength={MAX_NAME_LENGTH}
              disabled={save.isPending}
            />
            <TextInput
              label="Email"
              type="email"
              autoComplete="username"
              value={user.email}
              readOnly
              variant="filled"
              description="Your email address cannot be changed."
              inputWrapperOrder={['label', 'input', 'description', 'error']}
            />
          </SimpleGrid>
          <Divider />
          <PasswordFields
            hasPassword={user.hasPassword}
            values={passwords}
            onChange={(changes) => {
              setPasswords((previous) => ({ ...previous, ...changes }));
              for (const field of Object.keys(changes) as (keyof PasswordValues)[])
                clearError(field);
            }}
            errors={{
              currentPassword: errorOf('currentPassword'),
              newPassword: errorOf('newPassword'),
            }}
            disabled={save.isPending}
          />
          {problem && (
            <Alert color="red" role="alert" title="Failed to update profile">
              {problem.message ??
                (Object.keys(problem.fields).length > 0
                  ? 'Check the highlighted fields and try again.'
                  : 'Please try again.')}
            </Alert>
          )}
          <SuccessFlash message={flash.message} />
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={save.isPending}
              leftSection={<IconDeviceFloppy size={16} />}
            >
              Save Changes
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
