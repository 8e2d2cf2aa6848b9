/**
 * Signing in and out for the web app. The session token goes into the
 * HttpOnly cookie only; the browser's JavaScript never sees it.
 */
import {
  forgotPasswordInput,
  loginInput,
  registerInput,
  resetPasswordInput,
  verifyEmailInput,
} from '../../../shared/account-inputs.ts';
import type { SignInOptions, UserView } from '../../../shared/user-views.ts';
import { accountDisabledError } from '../../auth/access-tiers.ts';
import { getCurrentUser, signOut } from '../../services/accounts/account-profile.ts';
import {
  registerWithPassword,
  signInWithPassword,
} from '../../services/accounts/account-sign-in.ts';
import { resendVerification, verifyEmail } from '../../services/accounts/email-verification.ts';
import { requestPasswordReset, resetPassword } from '../../services/accounts/password-recovery.ts';
import { mailIsOn } from '../../services/mail/mail-outbox.ts';
import { protectedProcedure, publicProcedure, router } from '../init.ts';

export const authRouter = router({
  options: publicProcedure.query(({ ctx }): SignInOptions => ({
    passwordSignIn: ctx.deps.accounts.passwordSignIn,
    googleSignIn: ctx.googleSignIn,
    mail: mailIsOn(ctx.deps),
  })),
  /**
   * The signed-in user, or null for a visitor (not an error: the app asks on
   * every load). A disabled account's tab hears why (403) once, and its
   * cookie is cleared so it browses on as a visitor.
   */
  me: publicProcedure.query(async ({ ctx }): Promise<UserView | null> => {
    if ((await ctx.credential()).isDisabled) {
      ctx.setSessionCookie(null);
      throw accountDisabledError();
    }
    return ctx.actor ? getCurrentUser(ctx.deps, ctx.actor) : null;
  }),
  register: publicProcedure.input(registerInput).mutation(async ({ ctx, input }) => {
    const { token, user } = await registerWithPassword(ctx.deps, input, ctx.client);
    ctx.setSessionCookie(token);
    return { user };
  }),
  login: publicProcedure.input(loginInput).mutation(async ({ ctx, input }) => {
    const { token, user } = await signInWithPassword(ctx.deps, input, ctx.client);
    ctx.setSessionCookie(token);
    return { user };
  }),
  forgotPassword: publicProcedure.input(forgotPasswordInput).mutation(async ({ ctx, input }) => {
    await requestPasswordReset(ctx.deps, input, ctx.client);
    return { ok: true as const };
  }),
  /** Signs in with the new password (every other session has ended). */
  resetPassword: publicProcedure.input(resetPasswordInput).mutation(async ({ ctx, input }) => {
    const { token, user } = await resetPassword(ctx.deps, input, ctx.client);
    ctx.setSessionCookie(token);
    return { user };
  }),
  /** Confirms the address of the link's account (whoever opens it; it signs nobody in). */
  verifyEmail: publicProcedure
    .input(verifyEmailInput)
    .mutation(async ({ ctx, input }) => ({ user: await verifyEmail(ctx.deps, input) })),
  resendVerification: protectedProcedure.mutation(async ({ ctx }) => {
    await resendVerification(ctx.deps, ctx.actor);
    return { ok: true as const };
  }),
  logout: protectedProcedure.mutation(async ({ ctx }) => {
    await signOut(ctx.deps, ctx.actor);
    ctx.setSessionCookie(null);
    return { ok: true as const };
  }),
});
