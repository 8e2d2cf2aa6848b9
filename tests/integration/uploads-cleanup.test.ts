/**
 * Where uploads go when nobody keeps them: a file no prompt claimed within
 * 24 hours is removed, row and bytes, by removeStaleUploads and the timer
 * that runs it; a deleted account takes its files along, claimed or not.
 */
import { eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { attachments } from '../../src/server/db/schema.ts';
import { startMaintenance } from '../../src/server/services/maintenance.ts';
import { removeStaleUploads } from '../../src/server/services/uploads/stale-uploads.ts';
import { storageKeyOfUploadUrl } from '../../src/server/services/uploads/upload-url.ts';
import { newStorageKey } from '../../src/server/storage/storage.ts';
import { captureLogs } from '../helpers/log-capture.ts';
import { bearerOf, registerAccount, type Account } from '../helpers/accounts.ts';
import { insertPrompt } from '../helpers/prompt-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { minimalPdf, uploadFile } from './uploads-samples.ts';

const HOUR = 60 * 60 * 1000;

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ seed: false });
});

afterAll(async () => {
  await testApp.close();
});

/** Uploads a PDF as the person; returns its storage key. */
async function uploaded(person: Account, name = 'a.pdf'): Promise<string> {
  const { status, body } = await uploadFile(testApp, person.token, name, minimalPdf);
  expect(status).toBe(201);
  const key = storageKeyOfUploadUrl(body.file?.fileUrl ?? '');
  if (!key) throw new Error('no key');
  return key;
}

async function setAge(key: string, ageMs: number, now = Date.now()) {
  await testApp.database.db
    .update(attachments)
    .set({ createdAt: new Date(now - ageMs) })
    .where(eq(attachments.storageKey, key));
}

async function claim(key: string, promptId: string) {
  await testApp.database.db
    .update(attachments)
    .set({ promptId })
    .where(eq(attachments.storageKey, key));
}

async function isKept(key: string): Promise<{ row: boolean; bytes: boolean }> {
  const rows = await testApp.database.db
    .select({ id: attachments.id })
    .from(attachments)
    .where(eq(attachments.storageKey, key));
  const file = await testApp.storage.get(key);
  file?.body.destroy();
  return { row: rows.length === 1, bytes: file !== null };
}

describe('removeStaleUploads', () => {
  it('removes unclaimed uploads older than 24 hours, row and bytes, and only those', async () => {
    const person = await registerAccount(testApp.app);
    const now = new Date();
    const stale = await uploaded(person, 'stale.pdf');
    const fresh = await uploaded(person, 'fresh.pdf');
    const claimedLongAgo = await uploaded(person, 'claimed.pdf');
    await setAge(stale, 25 * HOUR, now.getTime());
    await setAge(fresh, 23 * HOUR, now.getTime());
    await setAge(claimedLongAgo, 25 * HOUR, now.getTime());
    const promptId = await insertPrompt(testApp.database.db, {
      title: 'Keeps its file',
      status: 'pending',
      createdById: person.user._id,
    });
    await claim(claimedLongAgo, promptId);

    expect(await removeStaleUploads(testApp.deps, now)).toBe(1);
    expect(await isKept(stale)).toEqual({ row: false, bytes: false });
    expect(await isKept(fresh)).toEqual({ row: true, bytes: true });
    expect(await isKept(claimedLongAgo)).toEqual({ row: true, bytes: true });
    expect(await removeStaleUploads(testApp.deps, now)).toBe(0);
  });

  it('works through more stale uploads than one batch', async () => {
    const person = await registerAccount(testApp.app);
    const rows = Array.from({ length: 1234 }, () => ({
      ownerId: person.user._id,
      storageKey: newStorageKey('txt'),
      fileName: 'old.txt',
      fileType: 'text/plain',
      fileSize: 1,
      createdAt: new Date(Date.now() - 30 * HOUR),
    }));
    await testApp.database.db.insert(attachments).values(rows);
    expect(await removeStaleUploads(testApp.deps, new Date())).toBe(1234);
    const left = await testApp.database.db
      .select({ id: attachments.id })
      .from(attachments)
      .where(
        inArray(
          attachments.storageKey,
          rows.map((row) => row.storageKey),
        ),
      );
    expect(left).toEqual([]);
  });

  it('still removes the rows when some bytes cannot be removed, and says so', async () => {
    const person = await registerAccount(testApp.app);
    const key = await uploaded(person);
    await setAge(key, 25 * HOUR);
    const logs = captureLogs();
    const deps = {
      ...testApp.deps,
      log: pino({ level: 'warn' }, logs.stream),
      storage: { ...testApp.storage, delete: () => Promise.reject(new Error('bucket offline')) },
    };
    expect(await removeStaleUploads(deps, new Date())).toBe(1);
    expect((await isKept(key)).row).toBe(false);
    expect(logs.lines()).toContainEqual(
      expect.objectContaining({
        failed: 1,
        msg: 'some files of stale uploads could not be removed',
      }),
    );
  });
});

describe('the maintenance timer', () => {
  it('removes stale uploads on its interval, logs the count, and stops when told', async () => {
    const person = await registerAccount(testApp.app);
    const key = await uploaded(person);
    await setAge(key, 25 * HOUR);
    const logs = captureLogs();
    const stop = startMaintenance(
      { ...testApp.deps, log: pino({ level: 'info' }, logs.stream) },
      20,
    );
    try {
      await vi.waitFor(
        () => {
          expect(logs.lines()).toContainEqual(
            expect.objectContaining({ removed: 1, msg: 'stale uploads removed' }),
          );
        },
        { timeout: 10_000, interval: 20 },
      );
    } finally {
      await stop();
    }
    expect(await isKept(key)).toEqual({ row: false, bytes: false });
    const linesAtStop = logs.lines().length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(logs.lines().length).toBe(linesAtStop);
  });

  it('logs a failed sweep and carries on', async () => {
    const logs = captureLogs();
    const brokenDb = new Proxy(testApp.deps.db, {
      get: (target, property, receiver) =>
        property === 'select'
          ? () => {
              throw new Error('database unreachable');
            }
          : (Reflect.get(target, property, receiver) as unknown),
    });
    const stop = startMaintenance(
      { ...testApp.deps, db: brokenDb, log: pino({ level: 'info' }, logs.stream) },
      20,
    );
    try {
      await vi.waitFor(
        () => {
          const failures = logs
            .lines()
            .filter(
              (line) => line.msg === 'removing stale uploads failed; retrying at the next sweep',
            );
          expect(failures.length).toBeGreaterThanOrEqual(2);
        },
        { timeout: 10_000, interval: 20 },
      );
    } finally {
      await stop();
    }
  });
});

describe('deleting an account', () => {
  it('removes its unclaimed uploads and the files of its prompts, and nobody else’s', async () => {
    const leaving = await registerAccount(testApp.app);
    const staying = await registerAccount(testApp.app);
    const unclaimed = await uploaded(leaving, 'draft.pdf');
    const attached = await uploaded(leaving, 'attached.pdf');
    const promptId = await insertPrompt(testApp.database.db, {
      title: 'Leaving with its files',
      status: 'approved',
      createdById: leaving.user._id,
    });
    await claim(attached, promptId);
    const others = await uploaded(staying, 'others.pdf');

    const response = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers: bearerOf(leaving.token),
    });
    expect(response.statusCode).toBe(204);
    expect(await isKept(unclaimed)).toEqual({ row: false, bytes: false });
    expect(await isKept(attached)).toEqual({ row: false, bytes: false });
    expect(await isKept(others)).toEqual({ row: true, bytes: true });
  });
});
