/**
 * The database side of the playground-run benchmark: migrated (which adds
 * the plans), no library needed, and one Enterprise member (unlimited
 * generations) signed in with the server's own session code. The member's
 * earlier usage rows are cleared, so on the shared Postgres `bench`
 * database a rerun starts from the same counts as the first run.
 */
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/server/db/client.ts';
import { runMigrations } from '../src/server/db/migrate.ts';
import { generationUsage, subscriptions, users } from '../src/server/db/schema.ts';
import { startSession } from '../src/server/services/accounts/sessions.ts';
import { BENCH_MEMBER_EMAIL } from './generation-config.ts';

async function ensureEnterpriseMember(database: DatabaseHandle): Promise<string> {
  const { db } = database;
  await db
    .insert(users)
    .values({ email: BENCH_MEMBER_EMAIL, name: 'Bench Member', emailVerified: true })
    .onConflictDoNothing();
  const [member] = await db
    .update(users)
    .set({ role: 'user', status: 'active' })
    .where(eq(users.email, BENCH_MEMBER_EMAIL))
    .returning({ id: users.id });
  if (!member) throw new Error('the bench member is missing');
  const enterprise = { planId: 'enterprise', status: 'active' as const, graceUntil: null };
  await db
    .insert(subscriptions)
    .values({ userId: member.id, ...enterprise })
    .onConflictDoUpdate({ target: subscriptions.userId, set: enterprise });
  return member.id;
}

/** Returns the member's session token for the requests' Authorization header. */
export async function prepareGenerationBenchData(database: DatabaseHandle): Promise<string> {
  await runMigrations(database);
  const memberId = await ensureEnterpriseMember(database);
  await database.db.delete(generationUsage).where(eq(generationUsage.userId, memberId));
  return startSession(database.db, memberId, 'generation-bench');
}
