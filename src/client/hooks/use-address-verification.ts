/**
 * Whether the signed-in member still has to confirm their address, and
 * asking for another link (decision 041). Only a hub that sends mail asks:
 * without it no address can be confirmed, so nothing is held back.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { serverProblem } from '../lib/server-problem.ts';
import { useTRPC } from '../lib/trpc.ts';
import { useCurrentUser } from './use-current-user.ts';

export function useAddressVerification() {
  const trpc = useTRPC();
  const { user } = useCurrentUser();
  const options = useQuery(trpc.auth.options.queryOptions(undefined, { staleTime: 300_000 }));
  const resend = useMutation(trpc.auth.resendVerification.mutationOptions());
  return {
    needed: options.data?.mail === true && user !== null && !user.emailVerified,
    email: user?.email ?? '',
    resend: () => resend.mutate(),
    isSending: resend.isPending,
    isSent: resend.isSuccess,
    problem: resend.error
      ? (serverProblem(resend.error).message ?? 'The mail could not be sent. Please try again.')
      : null,
  };
}
