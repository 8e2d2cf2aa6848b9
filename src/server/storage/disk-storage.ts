/**
 * Files under DATA_DIR/uploads: the bytes at <key>, and what we know of
 * them (type, original name, size) beside it at <key>.json. The bytes are
 * written under a temporary name and renamed into place, and the .json goes
 * last, so a reader never sees a half-written file (get() needs both).
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  isStorageKey,
  sizeOf,
  type Storage,
  type StorageBody,
  type StoredFileInfo,
} from './storage.ts';

async function writeBody(file: string, body: StorageBody): Promise<void> {
  if (Buffer.isBuffer(body)) return writeFile(file, body);
  const out = createWriteStream(file);
  await pipeline(body.stream, out);
  if (out.bytesWritten !== body.size) {
    throw new Error(`Stored ${out.bytesWritten} bytes, expected ${body.size}`);
  }
}

export function createDiskStorage(root: string): Storage {
  const ready = mkdir(root, { recursive: true });
  const pathOf = (key: string) => {
    if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
    return path.join(root, key);
  };
  const remove = (file: string) =>
    Promise.all([
      rm(file, { force: true }),
      rm(`${file}.part`, { force: true }),
      rm(`${file}.json`, { force: true }),
    ]);

  return {
    async put(key, body, info) {
      await ready;
      const file = pathOf(key);
      const meta: StoredFileInfo = { ...info, size: sizeOf(body) };
      try {
        await writeBody(`${file}.part`, body);
        await rename(`${file}.part`, file);
        await writeFile(`${file}.json`, JSON.stringify(meta));
      } catch (error) {
        await remove(file);
        throw error;
      }
    },
    async get(key) {
      if (!isStorageKey(key)) return null;
      const file = pathOf(key);
      let meta: StoredFileInfo;
      try {
        meta = JSON.parse(await readFile(`${file}.json`, 'utf8')) as StoredFileInfo;
      } catch {
        return null;
      }
      return { ...meta, body: createReadStream(file) };
    },
    async delete(key) {
      if (!isStorageKey(key)) return;
      await remove(pathOf(key));
    },
  };
}
