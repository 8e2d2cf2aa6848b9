/**
 * The first admin of a hub that has none (decision 031). At start, a server
 * that finds no active admin issues a one-time link; the signed-in account
 * that opens it and confirms becomes admin. Only the token's SHA-256 is
 * stored, so any instance on the database accepts a link another printed.
 * A link lasts 24 hours and makes one admin: the claim spends every open
 * link in the same statement, so two people confirming at once (with one
 * link or with links from two instances) make exactly one admin.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { SETUP_LINK_REFUSALS, type SetupLinkState } from '../../../shared/setup-link.ts';
import type { SetupLinkView } from '../../../shared/setup-views.ts';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { setupTokens, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { promoteToAdmin } from './admin-promotion.ts';

export const SETUP_LINK_LIFETIME_HOURS = 24;

const activeAdminExists = sql`exists (select 1 from ${users} where ${users.role} = 'admin' and ${users.status} = 'active')`;

function hashSetupToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A new link's token when the hub has no active admin, else null. One
 * statement: an admin made meanwhile means no token. Links left unused past
 * their time are cleared first.
 */
export async function issueSetupToken(
  db: Database,
): Promise<{ token: string; expiresAt: Date } | null> {
  await db
    .delete(setupTokens)
    .where(and(isNull(setupTokens.usedAt), lte(setupTokens.expiresAt, sql`now()`)));
  const token = randomBytes(32).toString('base64url');
  const [issued] = await db
    .insert(setupTokens)
    .select(
      sql`select ${hashSetupToken(token)}, now(), now() + make_interval(hours => ${SETUP_LINK_LIFETIME_HOURS}), null::timestamptz, null::uuid where not ${activeAdminExists}`,
    )
    .returning({ expiresAt: setupTokens.expiresAt });
  return issued ? { token, expiresAt: issued.expiresAt } : null;
}

async function stateOf(db: Database, tokenHash: string): Promise<SetupLinkState> {
  const [row] = await db
    .select({
      used: sql<boolean>`${setupTokens.usedAt} is not null`,
      expired: sql<boolean>`${setupTokens.expiresAt} <= now()`,
      hasAdmin: sql<boolean>`${activeAdminExists}`,
    })
    .from(setupTokens)
    .where(eq(setupTokens.tokenHash, tokenHash));
  if (!row) return 'unknown';
  if (row.used) return 'used';
  if (row.expired) return 'expired';
  return row.hasAdmin ? 'not-needed' : 'open';
}

/** What the link would do now, for the screen to say before anyone signs in. */
export async function setupLinkState(deps: ServiceDeps, token: string): Promise<SetupLinkView> {
  return { state: await stateOf(deps.db, hashSetupToken(token)) };
}

/** Makes the signed-in actor the hub's admin, spending every open link. */
export async function claimSetupLink(
  deps: ServiceDeps,
  actor: Actor,
  token: string,
): Promise<SetupLinkView> {
  const tokenHash = hashSetupToken(token);
  return deps.db.transaction(async (tx) => {
    // Every open link is spent at once (this one marked with its account),
    // and only while this one is open and no active admin exists. A second
    // claim waits on the rows' locks, then finds them spent.
    const spent = await tx
      .update(setupTokens)
      .set({
        usedAt: sql`now()`,
        usedBy: sql`case when ${setupTokens.tokenHash} = ${tokenHash} then ${actor.userId}::uuid end`,
      })
      .where(
        and(
          isNull(setupTokens.usedAt),
          gt(setupTokens.expiresAt, sql`now()`),
          sql`not ${activeAdminExists}`,
          sql`exists (select 1 from ${setupTokens} as wanted where wanted.token_hash = ${tokenHash} and wanted.used_at is null and wanted.expires_at > now())`,
        ),
      )
      .returning({ usedBy: setupTokens.usedBy });
    if (!spent.some((row) => row.usedBy === actor.userId)) await refuse(tx, tokenHash);
    const [user] = await tx
      .select({ id: users.id, email: users.email, role: users.role })
      .from(users)
      .where(and(eq(users.id, actor.userId), eq(users.status, 'active')))
      .for('update');
    if (!user) throw new AppError('FORBIDDEN', 'This account cannot become an admin.');
    await promoteToAdmin(tx, actor, user, {
      action: 'user.grant',
      reason: 'first-run setup link',
    });
    return { state: 'used' as const };
  });
}

async function refuse(db: Database, tokenHash: string): Promise<never> {
  const state = await stateOf(db, tokenHash);
  if (state === 'open') throw new AppError('CONFLICT', SETUP_LINK_REFUSALS.used);
  throw new AppError(state === 'unknown' ? 'NOT_FOUND' : 'CONFLICT', SETUP_LINK_REFUSALS[state]);
}
