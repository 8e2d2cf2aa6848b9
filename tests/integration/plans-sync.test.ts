/**
 * shared/plans.ts is the one source of each plan's numbers: every start
 * writes it over the plans rows the server enforces (ensurePlans, decision
 * 023), so a row changed by hand or by an old seed cannot disagree with
 * what the Pricing page shows for longer than until the next start.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openPostgres } from '../../src/server/db/client.ts';
import { runMigrations } from '../../src/server/db/migrate.ts';
import { plans } from '../../src/server/db/schema.ts';
import { ensurePlans } from '../../src/server/db/seed/seed.ts';
import { PLANS } from '../../src/shared/plans.ts';
import { createTestDatabase } from '../helpers/test-database.ts';

let handle: DatabaseHandle;

beforeEach(async () => {
  handle = await createTestDatabase();
});

afterEach(async () => {
  await handle.close();
});

function rowsOf(db: DatabaseHandle['db']) {
  return db.select().from(plans).orderBy(asc(plans.sortOrder));
}

/** Row versions: a row rewritten, even to the same values, gets a new xmin. */
async function rowVersions(db: DatabaseHandle['db']): Promise<string[]> {
  const rows = await db
    .select({ version: sql<string>`xmin::text` })
    .from(plans)
    .orderBy(asc(plans.id));
  return rows.map((row) => row.version);
}

async function drift(db: DatabaseHandle['db']): Promise<void> {
  await db
    .update(plans)
    .set({ name: 'Old Free', monthlySubmissions: 5, maxOutputTokens: 99, features: [] })
    .where(eq(plans.id, 'free'));
  await db.delete(plans).where(eq(plans.id, 'enterprise'));
}

describe('the plans rows follow PLANS at every start', () => {
  it('holds exactly PLANS after migrating', async () => {
    expect(await rowsOf(handle.db)).toEqual(PLANS);
  });

  it('puts back a changed row and a missing one at the next start', async () => {
    await drift(handle.db);
    await runMigrations(handle);
    expect(await rowsOf(handle.db)).toEqual(PLANS);
  });

  it('leaves rows already in line untouched', async () => {
    const before = await rowVersions(handle.db);
    await ensurePlans(handle.db);
    expect(await rowVersions(handle.db)).toEqual(before);
  });

  it('lets two processes starting at once both succeed', async () => {
    await drift(handle.db);
    // Two pools, as two processes would have, on Postgres; PGlite serves one process.
    const other = handle.kind === 'postgres' ? openPostgres(handle.url, 2) : handle;
    try {
      await Promise.all([ensurePlans(handle.db), ensurePlans(other.db), ensurePlans(handle.db)]);
    } finally {
      if (other !== handle) await other.close();
    }
    expect(await rowsOf(handle.db)).toEqual(PLANS);
  });
});
