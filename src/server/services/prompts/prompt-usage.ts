/**
 * "Try This" counts a use of a public prompt, at most once per visitor,
 * prompt and day (UTC), so clicking again cannot inflate what trending
 * orders by. A visitor is the member, or for anonymous callers their
 * address group (an IPv6 /64) hashed with the day, so the table never
 * holds an address and the same visitor cannot be followed across days.
 */
import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { MaybeActor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { prompts, promptUses } from '../../db/schema.ts';
import { addressGroup } from '../../rate-limit/address-group.ts';
import { isPromptId, promptNotFound } from '../library/library.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { publicPrompt } from '../prompt-visibility.ts';

/** How long use marks are kept: a day's worth, plus slack for time zones. */
const KEEP_USE_MARKS_DAYS = 2;

export interface Visitor {
  actor: MaybeActor;
  address: string;
}

function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

function memberKey(userId: string): string {
  return `user:${userId}`;
}

function visitorKey({ actor, address }: Visitor, day: string): string {
  if (actor) return memberKey(actor.userId);
  const digest = createHash('sha256')
    .update(`${day}|${addressGroup(address)}`)
    .digest('base64url');
  return `addr:${digest}`;
}

export async function recordPromptUsage(
  deps: ServiceDeps,
  visitor: Visitor,
  id: string,
  now = new Date(),
): Promise<{ usageCount: number }> {
  if (!isPromptId(id)) throw promptNotFound();
  const day = utcDay(now);
  const key = visitorKey(visitor, day);
  // Only a public prompt counts uses, whoever is looking.
  const approved = and(eq(prompts.id, id), publicPrompt());
  return deps.db.transaction(async (tx) => {
    const marked = await tx
      .insert(promptUses)
      .select(
        tx
          .select({
            promptId: prompts.id,
            visitorKey: sql<string>`${key}`.as('visitor_key'),
            day: sql<string>`${day}::date`.as('day'),
          })
          .from(prompts)
          .where(approved),
      )
      .onConflictDoNothing()
      .returning({ promptId: promptUses.promptId });
    const [row] =
      marked.length > 0
        ? await tx
            .update(prompts)
            .set({ usageCount: sql`${prompts.usageCount} + 1` })
            .where(approved)
            .returning({ usageCount: prompts.usageCount })
        : await tx.select({ usageCount: prompts.usageCount }).from(prompts).where(approved);
    if (!row) throw promptNotFound();
    return row;
  });
}

/** Forgets use marks older than needed; returns how many went. */
export async function pruneUseMarks(deps: ServiceDeps, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - KEEP_USE_MARKS_DAYS * 24 * 60 * 60 * 1000);
  const removed = await deps.db
    .delete(promptUses)
    .where(lt(promptUses.day, utcDay(cutoff)))
    .returning({ promptId: promptUses.promptId });
  return removed.length;
}

/** A deleted member's marks go with them (they name the member's id). */
export async function deleteMemberUseMarks(tx: Database, userId: string): Promise<void> {
  await tx.delete(promptUses).where(eq(promptUses.visitorKey, memberKey(userId)));
}
