/**
 * The settings' server calls: the plans and switching plan, saving the
 * profile, and deleting the account. Each keeps the cached signed-in user
 * in step with what it changed, so the header follows at once.
 */
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BillingInterval } from '../../../shared/plan-steps.ts';
import type { ProfileUpdate, UserView } from '../../../shared/user-views.ts';
import { useTRPC, useTRPCClient } from '../../lib/trpc.ts';
import { useCurrentUser } from '../../hooks/use-current-user.ts';
import { uploadAvatar } from './upload-avatar.ts';

export function usePlans() {
  const trpc = useTRPC();
  return useQuery(trpc.account.plans.queryOptions());
}

/** Switching plan (applies at once, or in Stripe mode once Stripe confirms). */
export function useSubscribe(handlers: {
  onStart: () => void;
  onSubscribed: (user: UserView) => void;
}) {
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
        handlers.onSubscribed(outcome.user);
      },
    }),
  );
}

/** Stripe mode: what a change would do and cost, asked when the confirmation opens. */
export function usePlanChangePreview(target: { planId: string; interval: BillingInterval } | null) {
  const trpc = useTRPC();
  return useQuery(
    trpc.account.previewPlanChange.queryOptions(target ?? skipToken, {
      staleTime: 0,
      gcTime: 0,
      retry: false,
    }),
  );
}

/** "Manage billing": opens Stripe's Customer Portal in this tab. */
export function useBillingPortal() {
  const trpc = useTRPC();
  return useMutation(
    trpc.account.billingPortal.mutationOptions({
      onSuccess: ({ url }) => window.location.assign(url),
    }),
  );
}

/**
 * Stripe confirms a change by webhook a moment after it is made (or after
 * Checkout): while waiting, ask for the member again every 1.5 seconds, for
 * a minute at most, so the new plan shows when it lands.
 */
export function useAwaitStripe(waiting: boolean) {
  const trpc = useTRPC();
  return useQuery(
    trpc.auth.me.queryOptions(undefined, {
      enabled: waiting,
      refetchInterval: (query) => (waiting && query.state.dataUpdateCount < 40 ? 1500 : false),
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
