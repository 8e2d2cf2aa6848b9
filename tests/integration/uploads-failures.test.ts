/**
 * Nothing half-written when a step of an upload fails: if the row cannot be
 * written, the stored bytes are removed; if the bytes cannot be stored, no
 * row is written; and the scratch folder the file streamed into is gone
 * after every upload, accepted or refused.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Actor } from '../../src/server/auth/actor.ts';
import { AppError } from '../../src/server/errors.ts';
import type { ServiceDeps } from '../../src/server/services/service-deps.ts';
import type { UploadPart } from '../../src/server/services/uploads/received-file.ts';
import { uploadAttachment } from '../../src/server/services/uploads/upload-attachment.ts';
import type { Storage } from '../../src/server/storage/storage.ts';
import { registerAccount } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  blankImage,
  jpegWithGps,
  leftovers,
  minimalPdf,
  uploadFile,
  windowsExecutable,
} from './uploads-samples.ts';

let testApp: TestApp;
let actor: Actor;
let scratchRoot: string;

beforeAll(async () => {
  testApp = await createTestApp({ seed: false });
  scratchRoot = await mkdtemp(path.join(os.tmpdir(), 'prompt-hub-scratch-test-'));
});

afterAll(async () => {
  await testApp.close();
  await rm(scratchRoot, { recursive: true, force: true });
});

beforeEach(async () => {
  const person = await registerAccount(testApp.app);
  actor = { userId: person.user._id, role: 'user', sessionTokenHash: 'not used by uploads' };
});

async function* oneFile(fileName: string, bytes: Buffer): AsyncGenerator<UploadPart> {
  yield {
    kind: 'file',
    field: 'file',
    fileName,
    stream: Readable.from([bytes]),
    truncated: () => false,
  };
}

function upload(fileName: string, bytes: Buffer, deps: ServiceDeps = testApp.deps) {
  return uploadAttachment(deps, actor, oneFile(fileName, bytes), { scratchRoot });
}

/** The test app's storage, except that every put fails. */
function brokenStorage(): Storage {
  return { ...testApp.storage, put: () => Promise.reject(new Error('the disk is full')) };
}

describe('the scratch folder', () => {
  it.each([
    ['an accepted PDF', 'a.pdf', minimalPdf, null],
    ['an accepted photo (re-encoded beside it)', 'p.jpg', null, null],
    ['a file over 10 MB', 'big.pdf', Buffer.alloc(10 * 1024 * 1024 + 1), 'PAYLOAD_TOO_LARGE'],
    ['a refused type', 'cat.png', windowsExecutable, 'UNSUPPORTED_MEDIA_TYPE'],
    ['a refused image size', 'wide.png', null, 'BAD_REQUEST'],
  ] as const)('is removed after %s', async (_label, name, given, code) => {
    const bytes =
      given ??
      (name === 'p.jpg' ? await jpegWithGps() : await blankImage(9000, 10).png().toBuffer());
    const result = upload(name, bytes);
    if (code) await expect(result).rejects.toMatchObject({ code });
    else await expect(result).resolves.toMatchObject({ fileName: name });
    expect(await readdir(scratchRoot)).toEqual([]);
  });
});

describe('when storing the bytes fails', () => {
  it('writes no row, and the failure is reported as it is', async () => {
    const before = await leftovers(testApp);
    const storage = brokenStorage();
    await expect(upload('a.pdf', minimalPdf, { ...testApp.deps, storage })).rejects.toThrow(
      'the disk is full',
    );
    expect(await leftovers(testApp)).toEqual(before);
    expect(await readdir(scratchRoot)).toEqual([]);
  });
});

describe('when writing the row fails', () => {
  beforeAll(async () => {
    await testApp.database.exec(`
      create function refuse_attachment() returns trigger language plpgsql as $$
        begin raise exception 'attachments are closed for writing'; end $$;
      create trigger refuse_attachment before insert on attachments
        for each row execute function refuse_attachment();
    `);
  });

  afterAll(async () => {
    await testApp.database.exec(`
      drop trigger refuse_attachment on attachments;
      drop function refuse_attachment();
    `);
  });

  it('removes the bytes it had stored', async () => {
    const before = await leftovers(testApp);
    const deleted: string[] = [];
    const storage: Storage = {
      ...testApp.storage,
      delete: (key) => {
        deleted.push(key);
        return testApp.storage.delete(key);
      },
    };
    await expect(upload('a.pdf', minimalPdf, { ...testApp.deps, storage })).rejects.toThrow();
    expect(deleted).toHaveLength(1);
    expect(await testApp.storage.get(deleted[0] ?? '')).toBeNull();
    expect(await leftovers(testApp)).toEqual(before);
    expect(await readdir(scratchRoot)).toEqual([]);
  });

  it('answers the generic 500 with a reference over HTTP, and keeps nothing', async () => {
    const person = await registerAccount(testApp.app);
    const before = await leftovers(testApp);
    const reply = await uploadFile(testApp, person.token, 'a.pdf', minimalPdf);
    expect(reply.status).toBe(500);
    const anyString: unknown = expect.any(String);
    expect(reply.body).toMatchObject({ code: 'INTERNAL', requestId: anyString });
    expect(reply.body.error).not.toMatch(/closed for writing/);
    expect(await leftovers(testApp)).toEqual(before);
  });
});

describe('refusals are AppErrors with a status, never a 500', () => {
  it('for a corrupt image', async () => {
    const error = await upload('x.webp', Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 garbage')).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });
});
