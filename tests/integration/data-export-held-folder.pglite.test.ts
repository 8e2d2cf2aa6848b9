/**
 * The embedded database takes one process: `npm run data:export` is refused
 * while the app (here, this test) holds the data folder, with a message
 * naming it (decision 029: stop the app, then export).
 */
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createReopenableDatabase,
  type ReopenableDatabase,
} from '../helpers/reopenable-database.ts';
import { runCommand } from '../helpers/run-command.ts';

let store: ReopenableDatabase;

beforeAll(async () => {
  store = await createReopenableDatabase();
});

afterAll(async () => {
  await store?.dispose();
});

describe('data:export on a data folder in use', () => {
  it('refuses, naming the folder, and writes nothing', async () => {
    const held = await store.open();
    try {
      const file = path.join(os.tmpdir(), `prompt-hub-held-${process.pid}.ndjson.gz`);
      const result = await runCommand(store, 'data-export', [file]);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(path.join(store.dataDir, 'pglite'));
      expect(result.stdout).toBe('');
    } finally {
      await held.close();
    }
  }, 120_000);
});
