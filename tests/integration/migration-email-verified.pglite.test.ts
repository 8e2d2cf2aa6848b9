/**
 * Migration 0021 counts every account made before address verification as
 * verified (issue 27, decision 041): they were never asked, and nothing may
 * start refusing them a submission or a paid plan.
 */
import { sql } from 'drizzle-orm';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openPglite, type Schema } from '../../src/server/db/client.ts';
import { findMigrationsFolder } from '../../src/server/db/migrate.ts';
import { migrationsBefore, removeMigrationsCopy } from '../helpers/partial-migrations.ts';

let before: string;
let handle: DatabaseHandle;

beforeAll(async () => {
  before = await migrationsBefore('0021_email-verification');
  handle = await openPglite(undefined);
});

afterAll(async () => {
  await handle.close();
  await removeMigrationsCopy(before);
});

describe('migration 0021 (address verification)', () => {
  it('marks every existing account verified', async () => {
    const db = handle.db as PgliteDatabase<Schema>;
    await migrate(db, { migrationsFolder: before });
    await db.execute(sql`insert into users (id, email, name, email_verified) values
      ('11111111-1111-4111-8111-111111111111', 'old-password@example.com', 'Old Password', false),
      ('22222222-2222-4222-8222-222222222222', 'old-google@example.com', 'Old Google', true)`);

    await migrate(db, { migrationsFolder: findMigrationsFolder() });

    const accounts = await db.execute<{ email: string; email_verified: boolean }>(
      sql`select email, email_verified from users order by email`,
    );
    expect(accounts.rows).toEqual([
      { email: 'old-google@example.com', email_verified: true },
      { email: 'old-password@example.com', email_verified: true },
    ]);
  });
});
