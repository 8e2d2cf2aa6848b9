/** Signing out: end the session on the server, forget every cached answer, go to /login. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { useTRPC } from '../lib/trpc.ts';

export function useSignOut() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const mutation = useMutation(
    trpc.auth.logout.mutationOptions({
      onError: (error) => console.warn('Failed to logout', error),
      // Signed out either way: a failed call still leaves this browser signed out
      // once the cache is cleared and the (HttpOnly) cookie was cleared or expired.
      onSettled: () => {
        queryClient.clear();
        navigate('/login');
      },
    }),
  );
  return { signOut: () => mutation.mutate(), isSigningOut: mutation.isPending };
}
