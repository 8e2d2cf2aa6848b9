/** Sign-in's server calls: which ways to sign in this server offers, and email and password. */
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc.ts';

export function useSignInOptions() {
  const trpc = useTRPC();
  return useQuery(trpc.auth.options.queryOptions());
}

/** Signing in and creating an account; either one leaves the browser signed in. */
export function usePasswordSignIn(handlers: { onSignedIn: () => void }) {
  const trpc = useTRPC();
  const options = { onSuccess: () => handlers.onSignedIn() };
  const login = useMutation(trpc.auth.login.mutationOptions(options));
  const register = useMutation(trpc.auth.register.mutationOptions(options));
  return { login, register };
}

/** "Forgot password?": asks for a reset link (the answer is the same for any address). */
export function useForgotPassword() {
  const trpc = useTRPC();
  return useMutation(trpc.auth.forgotPassword.mutationOptions());
}

/** Sets the new password from a reset link; the browser is signed in after. */
export function useResetPassword(handlers: { onSignedIn: () => void }) {
  const trpc = useTRPC();
  return useMutation(
    trpc.auth.resetPassword.mutationOptions({ onSuccess: () => handlers.onSignedIn() }),
  );
}

/** Confirms the address a verification link was mailed to (whoever opens it). */
export function useVerifyEmail() {
  const trpc = useTRPC();
  return useMutation(trpc.auth.verifyEmail.mutationOptions());
}
