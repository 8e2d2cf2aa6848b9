/**
 * Migration 0015 moves every member's plan and subscription state out of
 * users into subscriptions (decision 032): a database migrated up to 0014
 * comes out with each member's plan and state as they were, a past_due one
 * given 7 days' grace from the migration, and the account's own status
 * (active or disabled) untouched.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useDatabaseBefore } from '../helpers/partial-migrations.ts';

const older = useDatabaseBefore('0015_subscriptions');

describe('migration 0015 (subscriptions)', () => {
  it("carries each member's plan and state over, and retires the users' columns", async () => {
    let before = 0;
    const db = await older.fillThenMigrate(async (db) => {
      await db.execute(sql`insert into plans (id, name, price_cents, yearly_price_cents) values
        ('free', 'Free', 0, 0), ('pro', 'Pro', 1900, 19000), ('enterprise', 'Enterprise', 9900, 99000)`);
      await db.execute(sql`insert into users (email, subscription_plan, subscription_status, status) values
        ('free@example.com', 'free', 'active', 'active'),
        ('late@example.com', 'pro', 'past_due', 'active'),
        ('gone@example.com', 'pro', 'canceled', 'active'),
        ('off@example.com', 'enterprise', 'active', 'disabled')`);
      before = Date.now();
    });

    const rows = await db.execute<{
      email: string;
      status: string;
      plan_id: string;
      state: string;
      grace_until: string | null;
    }>(sql`select u.email, u.status, s.plan_id, s.status as state, s.grace_until
      from users u join subscriptions s on s.user_id = u.id order by u.email`);
    expect(rows.rows.map(({ grace_until: _grace, ...row }) => row)).toEqual([
      { email: 'free@example.com', status: 'active', plan_id: 'free', state: 'active' },
      { email: 'gone@example.com', status: 'active', plan_id: 'pro', state: 'canceled' },
      { email: 'late@example.com', status: 'active', plan_id: 'pro', state: 'past_due' },
      { email: 'off@example.com', status: 'disabled', plan_id: 'enterprise', state: 'active' },
    ]);
    const late = rows.rows.find((row) => row.email === 'late@example.com');
    const grace = new Date(late?.grace_until ?? 0).getTime() - before;
    expect(grace).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
    expect(grace).toBeLessThan(7.1 * 24 * 3600 * 1000);
    expect(rows.rows.filter((row) => row.email !== 'late@example.com')).toEqual(
      rows.rows.filter((row) => row.email !== 'late@example.com' && row.grace_until === null),
    );

    const columns = await db.execute<{ column_name: string }>(
      sql`select column_name from information_schema.columns
        where table_name = 'users' and column_name like 'subscription%'`,
    );
    expect(columns.rows).toEqual([]);
    // A past_due subscription always knows when its grace ends.
    await expect(
      db.execute(sql`update subscriptions set grace_until = null where status = 'past_due'`),
    ).rejects.toThrow();
  });
});
