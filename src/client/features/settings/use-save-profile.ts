/**
 * Save Changes: the new picture first (multipart upload), then name and
 * password (account.updateProfile). The picture goes first because the
 * profile step is the one a typo can fail ("Current password is
 * incorrect"); a retry then re-sends only that step. The cached user is
 * replaced after each step, so the header shows a saved picture at once.
 */
import { useMutation } from '@tanstack/react-query';
import { useTRPCClient } from '../../app/trpc.ts';
import { useCurrentUser } from '../../app/use-current-user.ts';
import { uploadAvatar } from './upload-avatar.ts';

export interface ProfileChanges {
  name: string;
  currentPassword: string;
  newPassword: string;
  avatar: File | null;
}

interface Options {
  onAvatarSaved: () => void;
  onSaved: () => void;
}

export function useSaveProfile({ onAvatarSaved, onSaved }: Options) {
  const client = useTRPCClient();
  const { setUser } = useCurrentUser();
  return useMutation({
    mutationFn: async ({ name, currentPassword, newPassword, avatar }: ProfileChanges) => {
      if (avatar) {
        setUser(await uploadAvatar(avatar));
        onAvatarSaved();
      }
      const user = await client.account.updateProfile.mutate({
        name,
        // The password changes only when a new one is given.
        ...(newPassword ? { newPassword, currentPassword: currentPassword || undefined } : {}),
      });
      setUser(user);
      return user;
    },
    onSuccess: onSaved,
  });
}
