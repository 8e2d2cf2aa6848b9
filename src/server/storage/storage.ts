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

/** Bytes streamed from elsewhere (a temporary file); S3 needs the length up front. */
export interface SizedStream {
  stream: Readable;
  /** Exactly the number of bytes the stream yields. */
  size: number;
}

/** What put() takes: bytes in memory, or a stream of known length. */
export type StorageBody = Buffer | SizedStream;

export function sizeOf(body: StorageBody): number {
  return Buffer.isBuffer(body) ? body.byteLength : body.size;
}

export interface Storage {
  /** Stores the bytes under the key; a failed put leaves nothing readable behind. */
  put(key: string, body: StorageBody, info: Omit<StoredFileInfo, 'size'>): Promise<void>;
  /** The file and what is known of it, or null when there is none (or the key is invalid). */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; removing one that is not there is not an error. */
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
