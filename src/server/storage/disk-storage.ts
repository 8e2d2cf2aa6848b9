/**
 * Files under DATA_DIR/uploads: the bytes at <key>, and what we know of
 * them (type, original name, size) beside it at <key>.json.
 */
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isStorageKey, type Storage, type StoredFileInfo } from './storage.ts';

export function createDiskStorage(root: string): Storage {
  const ready = mkdir(root, { recursive: true });
  const pathOf = (key: string) => {
    if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
    return path.join(root, key);
  };

  return {
    async put(key, body, info) {
      await ready;
      const file = pathOf(key);
      const meta: StoredFileInfo = { ...info, size: body.byteLength };
      await writeFile(file, body);
      await writeFile(`${file}.json`, JSON.stringify(meta));
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
      const file = pathOf(key);
      await Promise.all([rm(file, { force: true }), rm(`${file}.json`, { force: true })]);
    },
  };
}
