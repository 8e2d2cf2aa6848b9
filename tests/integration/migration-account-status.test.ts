/**
 * Migration 0012 moves the account's disabled state out of
 * subscription_status into users.status: a database migrated up to 0011
 * with a disabled member comes out with that member disabled, their
 * subscription active, and 'disabled' no longer storable as a
 * subscription's state.
 */
import { sql } from 'drizzle-orm';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openPglite, type Schema } from '../../src/server/db/client.ts';
import { migrationsBefore, removeMigrationsCopy } from '../helpers/partial-migrations.ts';

let folder: string;
/** Up to 0014: the columns this test reads retire in 0015 (migration-subscriptions.test.ts). */
let upTo0014: string;
let handle: DatabaseHandle;

beforeAll(async () => {
  folder = await migrationsBefore('0012_account-status');
  upTo0014 = await migrationsBefore('0015_subscriptions');
  handle = await openPglite(undefined);
});

afterAll(async () => {
  await handle.close();
  await removeMigrationsCopy(folder);
  await removeMigrationsCopy(upTo0014);
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
