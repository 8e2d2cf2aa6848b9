/**
 * The Storage contract, one test body run against both implementations:
 * the disk folder of the embedded default, and an S3-compatible bucket
 * (s3rver in this process). Whatever the app does with files, it does
 * through these few promises.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from '../../src/server/storage/disk-storage.ts';
import { createS3Storage } from '../../src/server/storage/s3-storage.ts';
import { newStorageKey, type Storage } from '../../src/server/storage/storage.ts';
import { startS3rver } from './storage-s3-fixture.ts';

interface OpenedStorage {
  storage: Storage;
  close: () => Promise<void>;
}

async function openDisk(): Promise<OpenedStorage> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'prompt-hub-disk-'));
  return {
    storage: createDiskStorage(root),
    close: () => rm(root, { recursive: true, force: true }),
  };
}

async function openS3(): Promise<OpenedStorage> {
  const server = await startS3rver();
  const storage = createS3Storage(server.settings);
  return {
    storage,
    close: async () => {
      storage.close();
      await server.close();
    },
  };
}

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A stream that yields some bytes, then fails, as a broken upload would. */
function failingStream(): Readable {
  let sent = false;
  return new Readable({
    read() {
      if (sent) {
        this.destroy(new Error('the source broke off'));
        return;
      }
      sent = true;
      this.push(Buffer.alloc(1024, 0x61));
    },
  });
}

describe.each([
  ['disk', openDisk],
  ['S3-compatible', openS3],
] as const)('%s storage', (_name, open) => {
  let opened: OpenedStorage;
  let storage: Storage;

  beforeAll(async () => {
    opened = await open();
    storage = opened.storage;
  });

  afterAll(async () => {
    await opened.close();
  });

  it('gives back bytes stored from memory, with their type, name and size', async () => {
    const key = newStorageKey('txt');
    const bytes = Buffer.from('hello, storage\n');
    await storage.put(key, bytes, { contentType: 'text/plain', fileName: 'hello.txt' });
    const file = await storage.get(key);
    expect(file).toMatchObject({ contentType: 'text/plain', fileName: 'hello.txt', size: 15 });
    expect(await readAll(file?.body ?? Readable.from([]))).toEqual(bytes);
  });

  it('stores a stream of known length without holding it whole', async () => {
    const key = newStorageKey('pdf');
    const chunk = Buffer.alloc(256 * 1024, 0x42);
    const chunks = 20; // 5 MB
    const stream = Readable.from(Array.from({ length: chunks }, () => chunk));
    await storage.put(
      key,
      { stream, size: chunk.length * chunks },
      { contentType: 'application/pdf', fileName: 'big.pdf' },
    );
    const file = await storage.get(key);
    expect(file?.size).toBe(chunk.length * chunks);
    const back = await readAll(file?.body ?? Readable.from([]));
    expect(back.length).toBe(chunk.length * chunks);
    expect(back.every((byte) => byte === 0x42)).toBe(true);
  });

  it('keeps a name in any script, with quotes and spaces', async () => {
    const key = newStorageKey('pdf');
    const fileName = 'Résumé "final" – 履歴書 👋.pdf';
    await storage.put(key, Buffer.from('%PDF-'), { contentType: 'application/pdf', fileName });
    const file = await storage.get(key);
    expect(file?.fileName).toBe(fileName);
    file?.body.destroy();
  });

  it('answers null for a key it does not hold, and for a key that is not one', async () => {
    expect(await storage.get(newStorageKey('png'))).toBeNull();
    expect(await storage.get('../../etc/passwd')).toBeNull();
    expect(await storage.get('')).toBeNull();
  });

  it('refuses to store under a key that is not one', async () => {
    const info = { contentType: 'text/plain', fileName: 'x.txt' };
    await expect(storage.put('../escape', Buffer.from('x'), info)).rejects.toThrow(
      /Invalid storage key/,
    );
    await expect(storage.put('a/b', Buffer.from('x'), info)).rejects.toThrow(/Invalid storage key/);
  });

  it('deletes, and deleting what is not there is no error', async () => {
    const key = newStorageKey('txt');
    await storage.put(key, Buffer.from('bye'), { contentType: 'text/plain', fileName: 'bye.txt' });
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
    await expect(storage.delete('not a key')).resolves.toBeUndefined();
  });

  it('leaves nothing readable when the stream it stores breaks off', async () => {
    const key = newStorageKey('bin');
    await expect(
      storage.put(
        key,
        { stream: failingStream(), size: 4096 },
        { contentType: 'application/pdf', fileName: 'broken.pdf' },
      ),
    ).rejects.toThrow();
    expect(await storage.get(key)).toBeNull();
  });
});
