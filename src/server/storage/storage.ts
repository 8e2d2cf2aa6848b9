/**
 * Where uploaded bytes live. The app only ever talks to this interface; the
 * disk implementation is the embedded default, an S3-compatible one can
 * stand in when configured. Keys are random and flat (no slashes).
 */
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

export interface StoredFileInfo {
  contentType: string;
  fileName: string;
  size: number;
}

export interface StoredFile extends StoredFileInfo {
  body: Readable;
}

export interface Storage {
  put(key: string, body: Buffer, info: Omit<StoredFileInfo, 'size'>): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
}

const KEY_PATTERN = /^[a-z0-9]{16,64}(\.[a-z0-9]{1,8})?$/;

export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** A fresh unguessable key, keeping a known-safe extension for the browser. */
export function newStorageKey(extension: string): string {
  const safe = extension
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 8);
  const id = randomBytes(16).toString('hex');
  return safe ? `${id}.${safe}` : id;
}
