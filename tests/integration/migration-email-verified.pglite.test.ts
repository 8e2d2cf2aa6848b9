/**
 * Migration 0021 counts every account made before address verification as
 * verified (issue 27, decision 041): they were never asked, and nothing may
 * start refusing them a submission or a paid plan.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useDatabaseBefore } from '../helpers/partial-migrations.ts';

const older = useDatabaseBefore('0021_email-verification');

describe('migration 0021 (address verification)', () => {
  it('marks every existing account verified', async () => {
    const db = await older.fillThenMigrate(async (db) => {
      await db.execute(sql`insert into users (id, email, name, email_verified) values
        ('11111111-1111-4111-8111-111111111111', 'old-password@example.com', 'Old Password', false),
        ('22222222-2222-4222-8222-222222222222', 'old-google@example.com', 'Old Google', true)`);
    });

    const accounts = await db.execute<{ email: string; email_verified: boolean }>(
      sql`select email, email_verified from users order by email`,
    );
    expect(accounts.rows).toEqual([
      { email: 'old-google@example.com', email_verified: true },
      { email: 'old-password@example.com', email_verified: true },
    ]);
  });
});
