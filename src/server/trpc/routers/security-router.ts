/**
 * "Where you're signed in" and mail to a refused address, for the web app
 * (decision 047): the same services as the REST door.
 */
import { sessionIdInput } from '../../../shared/session-views.ts';
import {
  endMyOtherSessions,
  endMySession,
  listMySessions,
} from '../../services/accounts/session-list.ts';
import { retryRefusedAddress } from '../../services/mail/refused-addresses.ts';
import { protectedProcedure, router } from '../init.ts';

export const securityRouter = router({
  sessions: protectedProcedure.query(({ ctx }) => listMySessions(ctx.deps, ctx.actor)),
  /** Ending this device's own session signs it out here too. */
  endSession: protectedProcedure.input(sessionIdInput).mutation(async ({ ctx, input }) => {
    const { current } = await endMySession(ctx.deps, ctx.actor, input.id);
    if (current) ctx.setSessionCookie(null);
    return { ok: true as const };
  }),
  endOtherSessions: protectedProcedure.mutation(({ ctx }) =>
    endMyOtherSessions(ctx.deps, ctx.actor),
  ),
  retryMail: protectedProcedure.mutation(async ({ ctx }) => {
    await retryRefusedAddress(ctx.deps, ctx.actor);
    return { ok: true as const };
  }),
});
