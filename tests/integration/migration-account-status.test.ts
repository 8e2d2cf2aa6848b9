/**
 * Migration 0012 moves the account's disabled state out of
 * subscription_status into users.status: a database migrated up to 0011
 * with a disabled member comes out with that member disabled, their
 * subscription active, and 'disabled' no longer storable as a
 * subscription's state.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openPglite, type Schema } from '../../src/server/db/client.ts';
import { findMigrationsFolder } from '../../src/server/db/migrate.ts';

let folder: string;
/** Up to 0014: the columns this test reads retire in 0015 (migration-subscriptions.test.ts). */
let upTo0014: string;
let handle: DatabaseHandle;

interface Journal {
  entries: { tag: string }[];
}

/** A copy of drizzle/ whose journal stops before `tag`. */
async function migrationsBefore(tag: string): Promise<string> {
  const copy = await mkdtemp(path.join(os.tmpdir(), 'migrations-'));
  await cp(findMigrationsFolder(), copy, { recursive: true });
  const journalPath = path.join(copy, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as Journal;
  const stop = journal.entries.findIndex((entry) => entry.tag === tag);
  journal.entries = journal.entries.slice(0, stop);
  await writeFile(journalPath, JSON.stringify(journal));
  return copy;
}

beforeAll(async () => {
  folder = await migrationsBefore('0012_account-status');
  upTo0014 = await migrationsBefore('0015_subscriptions');
  handle = await openPglite(undefined);
});

afterAll(async () => {
  await handle.close();
  await rm(folder, { recursive: true, force: true });
  await rm(upTo0014, { recursive: true, force: true });
});

describe('migration 0012 (account status)', () => {
  it('carries disabled members over and keeps billing states as they were', async () => {
    const db = handle.db as PgliteDatabase<Schema>;
    await migrate(db, { migrationsFolder: folder });
    await db.execute(sql`insert into plans (id, name, price_cents, yearly_price_cents)
      values ('free', 'Free', 0, 0)`);
    await db.execute(sql`insert into users (email, subscription_status) values
      ('off@example.com', 'disabled'), ('late@example.com', 'past_due'),
      ('on@example.com', 'active')`);

    await migrate(db, { migrationsFolder: upTo0014 });

    const rows = await db.execute<{ email: string; status: string; subscription_status: string }>(
      sql`select email, status, subscription_status from users order by email`,
    );
    expect(rows.rows).toEqual([
      { email: 'late@example.com', status: 'active', subscription_status: 'past_due' },
      { email: 'off@example.com', status: 'disabled', subscription_status: 'active' },
      { email: 'on@example.com', status: 'active', subscription_status: 'active' },
    ]);
    await expect(
      db.execute(sql`update users set subscription_status = 'disabled'`),
    ).rejects.toThrow();
  });
});
