/**
 * The settings' server calls: the plans and switching plan, saving the
 * profile, and deleting the account. Each keeps the cached signed-in user
 * in step with what it changed, so the header follows at once.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdate } from '../../../shared/user-views.ts';
import { useTRPC, useTRPCClient } from '../../lib/trpc.ts';
import { useCurrentUser } from '../../hooks/use-current-user.ts';
import { uploadAvatar } from './upload-avatar.ts';

export function usePlans() {
  const trpc = useTRPC();
  return useQuery(trpc.account.plans.queryOptions());
}

/** Switching plan (applies at once). */
export function useSubscribe(handlers: { onStart: () => void; onSubscribed: () => void }) {
  const trpc = useTRPC();
  const { setUser } = useCurrentUser();
  return useMutation(
    trpc.account.subscribe.mutationOptions({
      onMutate: handlers.onStart,
      onSuccess: (outcome) => {
        // Stripe mode: paying happens on Stripe's page; the plan follows its webhook.
        if ('checkoutUrl' in outcome) {
          window.location.assign(outcome.checkoutUrl);
          return;
        }
        setUser(outcome.user);
        handlers.onSubscribed();
      },
    }),
  );
}

export interface ProfileChanges {
  name: string;
  currentPassword: string;
  newPassword: string;
  avatar: File | null;
}

/**
 * Save Changes: the new picture first (multipart upload), then name and
 * password (account.updateProfile). The picture goes first because the
 * profile step is the one a typo can fail ("Current password is
 * incorrect"); a retry then re-sends only that step. The cached user is
 * replaced after each step, so the header shows a saved picture at once.
 */
export function useSaveProfile(handlers: {
  onAvatarSaved: () => void;
  onSaved: (saved: ProfileUpdate) => void;
}) {
  const client = useTRPCClient();
  const { setUser } = useCurrentUser();
  return useMutation({
    mutationFn: async ({
      name,
      currentPassword,
      newPassword,
      avatar,
    }: ProfileChanges): Promise<ProfileUpdate> => {
      if (avatar) {
        setUser(await uploadAvatar(avatar));
        handlers.onAvatarSaved();
      }
      const saved = await client.account.updateProfile.mutate({
        name,
        // The password changes only when a new one is given.
        ...(newPassword ? { newPassword, currentPassword: currentPassword || undefined } : {}),
      });
      setUser(saved.user);
      return saved;
    },
    onSuccess: handlers.onSaved,
  });
}

/** Deleting the account: afterwards nothing cached belongs to anyone, so the cache goes. */
export function useDeleteAccount(handlers: { onDeleted: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.account.deleteAccount.mutationOptions({
      onSuccess: () => {
        queryClient.clear();
        handlers.onDeleted();
      },
    }),
  );
}

/** The member's API keys and this month's calls (decision 034). */
export function useMyApiKeys() {
  const trpc = useTRPC();
  return useQuery(trpc.apiKeys.mine.queryOptions());
}

/** Creating or revoking a key refreshes the list. */
export function useApiKeyChanges() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.apiKeys.mine.queryKey() });
  const create = useMutation(trpc.apiKeys.create.mutationOptions({ onSuccess: refresh }));
  const revoke = useMutation(trpc.apiKeys.revoke.mutationOptions({ onSuccess: refresh }));
  return { create, revoke };
}
