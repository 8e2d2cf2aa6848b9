/**
 * Reading change requests (decision 050): a prompt's (its owner and admins
 * see all; anyone else signed in sees their own), and a member's inbox on
 * their profile (incoming: to their prompts; outgoing: their proposals).
 * Open requests come first, then the newest.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { CHANGE_REQUEST_LIST_LIMIT } from '../../../shared/change-request-fields.ts';
import type { ChangeRequestBox } from '../../../shared/change-request-inputs.ts';
import type { ChangeRequestView } from '../../../shared/change-request-views.ts';
import { type Actor, isAdmin } from '../../auth/actor.ts';
import { changeRequests, prompts } from '../../db/schema.ts';
import { isPromptId, promptNotFound } from '../library/library.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { toChangeRequestViews } from './change-request-views.ts';

const openFirst = [
  desc(sql`${changeRequests.status} = 'open'`),
  desc(changeRequests.createdAt),
  desc(changeRequests.id),
];

export async function listPromptChanges(
  deps: ServiceDeps,
  actor: Actor,
  id: string,
): Promise<ChangeRequestView[]> {
  if (!isPromptId(id)) throw promptNotFound();
  return deps.db.transaction(async (tx) => {
    const [prompt] = await tx
      .select({ createdById: prompts.createdById, status: prompts.status })
      .from(prompts)
      .where(eq(prompts.id, id));
    if (!prompt) throw promptNotFound();
    const seesAll = isAdmin(actor) || prompt.createdById === actor.userId;
    const rows = await tx
      .select()
      .from(changeRequests)
      .where(
        seesAll
          ? eq(changeRequests.promptId, id)
          : and(eq(changeRequests.promptId, id), eq(changeRequests.proposerId, actor.userId)),
      )
      .orderBy(...openFirst)
      .limit(CHANGE_REQUEST_LIST_LIMIT);
    // A prompt others cannot see stays unseen, unless they proposed to it while it was approved.
    if (!seesAll && prompt.status !== 'approved' && rows.length === 0) throw promptNotFound();
    return toChangeRequestViews(tx, rows);
  });
}

export async function listMyChanges(
  deps: ServiceDeps,
  actor: Actor,
  box: ChangeRequestBox,
): Promise<ChangeRequestView[]> {
  return deps.db.transaction(async (tx) => {
    const rows =
      box === 'outgoing'
        ? await tx
            .select()
            .from(changeRequests)
            .where(eq(changeRequests.proposerId, actor.userId))
            .orderBy(...openFirst)
            .limit(CHANGE_REQUEST_LIST_LIMIT)
        : (
            await tx
              .select({ request: changeRequests })
              .from(changeRequests)
              .innerJoin(prompts, eq(prompts.id, changeRequests.promptId))
              .where(eq(prompts.createdById, actor.userId))
              .orderBy(...openFirst)
              .limit(CHANGE_REQUEST_LIST_LIMIT)
          ).map((row) => row.request);
    return toChangeRequestViews(tx, rows);
  });
}
