/**
 * Signing in and out for the web app. The session token goes into the
 * HttpOnly cookie only; the browser's JavaScript never sees it.
 */
import { loginInput, registerInput } from '../../../shared/account-inputs.ts';
import type { SignInOptions, UserView } from '../../../shared/user-views.ts';
import { getCurrentUser, signOut } from '../../services/accounts/account-profile.ts';
import {
  registerWithPassword,
  signInWithPassword,
} from '../../services/accounts/account-sign-in.ts';
import { protectedProcedure, publicProcedure, router } from '../init.ts';

export const authRouter = router({
  options: publicProcedure.query(({ ctx }): SignInOptions => ({
    passwordSignIn: ctx.deps.accounts.passwordSignIn,
    googleSignIn: ctx.googleSignIn,
  })),
  /** The signed-in user, or null for a visitor (not an error: the app asks on every load). */
  me: publicProcedure.query(({ ctx }): Promise<UserView> | null =>
    ctx.actor ? getCurrentUser(ctx.deps, ctx.actor) : null,
  ),
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
  logout: protectedProcedure.mutation(async ({ ctx }) => {
    await signOut(ctx.deps, ctx.actor);
    ctx.setSessionCookie(null);
    return { ok: true as const };
  }),
});
