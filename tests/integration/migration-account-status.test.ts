/**
 * Migration 0012 moves the account's disabled state out of
 * subscription_status into users.status: a database migrated up to 0011
 * with a disabled member comes out with that member disabled, their
 * subscription active, and 'disabled' no longer storable as a
 * subscription's state.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useDatabaseBefore } from '../helpers/partial-migrations.ts';

// Up to 0014: the columns this test reads retire in 0015 (migration-subscriptions.test.ts).
const older = useDatabaseBefore('0012_account-status', { stopBefore: '0015_subscriptions' });

describe('migration 0012 (account status)', () => {
  it('carries disabled members over and keeps billing states as they were', async () => {
    const db = await older.fillThenMigrate(async (db) => {
      await db.execute(sql`insert into plans (id, name, price_cents, yearly_price_cents)
        values ('free', 'Free', 0, 0)`);
      await db.execute(sql`insert into users (email, subscription_status) values
        ('off@example.com', 'disabled'), ('late@example.com', 'past_due'),
        ('on@example.com', 'active')`);
    });

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
