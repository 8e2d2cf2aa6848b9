/**
 * `npm run admin:grant -- <email>` (src/server/cli/admin-grant.ts), run as a
 * real process against the database an app instance signed someone up in:
 * PGlite files under DATA_DIR, or Postgres when TEST_DATABASE_URL is set.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../src/server/app.ts';
import { users } from '../../src/server/db/schema.ts';
import { parseEnv } from '../../src/server/env.ts';
import { createDiskStorage } from '../../src/server/storage/disk-storage.ts';
import { registerAccount, userByEmail } from '../helpers/accounts.ts';
import {
  createReopenableDatabase,
  type ReopenableDatabase,
} from '../helpers/reopenable-database.ts';
import { runCommand } from '../helpers/run-command.ts';

const EMAIL = 'Grant.Me@Test.Example';

let store: ReopenableDatabase;

/** `npm run admin:grant -- <args>`, through the same launcher npm runs. */
function runCli(args: string[]) {
  return runCommand(store, 'admin-grant', args);
}

/** Runs `work` against an app instance on the shared database, then shuts both down. */
async function withApp<T>(work: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<T>) {
  const database = await store.open();
  const env = parseEnv({ NODE_ENV: 'test', DATA_DIR: store.dataDir, LOG_LEVEL: 'silent' });
  const storage = createDiskStorage(path.join(store.dataDir, 'uploads'));
  const app = await buildApp({ env, database, storage, logger: false });
  try {
    return await work(app);
  } finally {
    await app.close();
    await database.close();
  }
}

beforeAll(async () => {
  store = await createReopenableDatabase();
  await withApp((app) => registerAccount(app, { name: 'Future Admin', email: EMAIL }));
});

afterAll(async () => {
  await store?.dispose();
});

describe('admin:grant', () => {
  it('makes an existing account an admin, whatever the case of the email', async () => {
    const result = await runCli(['grant.me@test.example']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout.trim()).toBe(`Future Admin <${EMAIL}> is now an admin.`);
    const database = await store.open();
    try {
      expect(await userByEmail(database.db, EMAIL)).toMatchObject({ role: 'admin' });
    } finally {
      await database.close();
    }
  });

  it('fails with exit code 1 and a clear message for an unknown email', async () => {
    const result = await runCli(['nobody@test.example']);
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      'No account with the email nobody@test.example. Sign up first, then run this again.',
    );
  });

  it('refuses a disabled account with a clear message (exit code 1)', async () => {
    const email = 'turned.off@test.example';
    await withApp((app) => registerAccount(app, { name: 'Turned Off', email }));
    const database = await store.open();
    try {
      await database.db.update(users).set({ status: 'disabled' }).where(eq(users.email, email));
    } finally {
      await database.close();
    }
    const result = await runCli([email]);
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      `The account ${email} is disabled, so it cannot become an admin.`,
    );
    const after = await store.open();
    try {
      expect(await userByEmail(after.db, email)).toMatchObject({ role: 'user' });
    } finally {
      await after.close();
    }
  });

  it('explains its usage without an email (exit code 2)', async () => {
    const result = await runCli([]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Usage: npm run admin:grant -- <email>');
  });
});
