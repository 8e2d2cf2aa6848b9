/**
 * Sessions live in the database, not in the process: a token issued before
 * a restart (a new process, a new connection) still works after it.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { parseEnv } from '../../src/server/env.ts';
import { createDiskStorage } from '../../src/server/storage/disk-storage.ts';
import { bearerOf, registerAccount } from '../helpers/accounts.ts';
import { createReopenableDatabase } from '../helpers/reopenable-database.ts';

/** Two starts of an embedded database: past 30 s on a busy two-core machine. */
const HEAVY_TEST_TIMEOUT_MS = 90_000;

describe('a server restart', () => {
  it(
    'keeps every session: they live in the database',
    async () => {
      const store = await createReopenableDatabase();
      const env = parseEnv({ NODE_ENV: 'test', DATA_DIR: store.dataDir, LOG_LEVEL: 'silent' });
      const storage = createDiskStorage(path.join(store.dataDir, 'uploads'));
      const start = async () => {
        const database = await store.open();
        const app = await buildApp({ env, database, storage, logger: false });
        await app.ready();
        return { app, database };
      };
      try {
        const first = await start();
        const account = await registerAccount(first.app);
        await first.app.close();
        await first.database.close();

        const second = await start();
        try {
          const response = await second.app.inject({
            method: 'GET',
            url: '/api/users/me',
            headers: bearerOf(account.token),
          });
          expect(response.statusCode).toBe(200);
          expect(response.json()).toMatchObject({
            user: { _id: account.user._id, email: account.email },
          });
        } finally {
          await second.app.close();
          await second.database.close();
        }
      } finally {
        await store.dispose();
      }
    },
    HEAVY_TEST_TIMEOUT_MS,
  );
});
