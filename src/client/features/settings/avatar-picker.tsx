/**
 * Choosing a new profile picture. The chosen file is read as a data URL and
 * previewed at once; it is only uploaded when the form is saved, so the
 * person can change their mind (Undo) first.
 */
import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconUpload } from '@tabler/icons-react';
import { useRef } from 'react';
import type { UserView } from '../../../shared/user-views.ts';
import { UserAvatar } from '../../components/user/user-avatar.tsx';
import { AVATAR_ACCEPT, avatarFileProblem } from './upload-avatar.ts';

export interface AvatarChoice {
  file: File;
  /** A data URL of the file, for the preview. */
  preview: string;
}

interface Props {
  user: UserView;
  choice: AvatarChoice | null;
  onChoose: (choice: AvatarChoice | null) => void;
  error: string | undefined;
  onError: (message: string | undefined) => void;
  disabled: boolean;
}

export function AvatarPicker({ user, choice, onChoose, error, onError, disabled }: Props) {
  const resetRef = useRef<() => void>(null);

  const pick = (file: File | null) => {
    if (!file) return;
    const problem = avatarFileProblem(file);
    // Clear the input so picking the same file again still reports a change.
    resetRef.current?.();
    if (problem) {
      onError(problem);
      return;
    }
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') {
        onError(undefined);
        onChoose({ file, preview: reader.result });
      }
    };
    reader.onerror = () => onError('This file could not be read. Choose another image.');
    reader.readAsDataURL(file);
  };

  const undo = () => {
    onChoose(null);
    onError(undefined);
  };

  return (
    <Group gap="lg" wrap="nowrap" align="center" role="group" aria-labelledby="avatar-label">
      <UserAvatar
        user={user}
        previewSrc={choice?.preview}
        size={88}
        radius={88}
        alt={choice ? 'Preview of your new profile picture' : 'Your profile picture'}
      />
      <Stack gap={6} miw={0}>
        <Text fw={600} size="sm" id="avatar-label">
          Profile picture
        </Text>
        <Text size="xs" c="dimmed" id="avatar-hint">
          {choice
            ? `${choice.file.name} will be uploaded when you save your changes.`
            : 'PNG, JPEG, WebP or GIF, up to 2 MB.'}
        </Text>
        <Group gap="xs">
          <FileButton
            onChange={pick}
            accept={AVATAR_ACCEPT}
            resetRef={resetRef}
            disabled={disabled}
            inputProps={{ 'aria-label': 'Profile picture file' }}
          >
            {(props) => (
              <Button
                {...props}
                variant="default"
                size="xs"
                leftSection={<IconUpload size={14} />}
                disabled={disabled}
                aria-describedby="avatar-hint"
              >
                {choice || user.avatar ? 'Change picture' : 'Upload picture'}
              </Button>
            )}
          </FileButton>
          {choice && (
            <Button
              variant="subtle"
              color="gray"
              size="xs"
              leftSection={<IconArrowBackUp size={14} />}
              onClick={undo}
              disabled={disabled}
            >
              Undo
            </Button>
          )}
        </Group>
        {error && (
          <Text size="xs" c="red" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
