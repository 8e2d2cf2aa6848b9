/**
 * PGlite is an in-process database: two processes on one data folder do not
 * see each other's writes and corrupt it. Whoever opens the folder holds an
 * OS lock on DIR/pglite.lock for as long as it runs (decision 026): an
 * open-file-description lock (fcntl F_OFD_SETLK, through
 * fs-native-extensions), which the kernel drops when the process dies, so a
 * crash leaves nothing to clean up, and which process ids do not enter: two
 * containers both running as process 1 still exclude each other.
 *
 * The file's text (host, process id, since when) is for the message a
 * second process prints; the lock is the kernel's, never the text.
 */
import { closeSync, ftruncateSync, openSync, readFileSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { tryLock, unlock } from 'fs-native-extensions';

export const LOCK_FILE_NAME = 'pglite.lock';

/** Thrown when another process (or another open of this one) holds the folder. */
export class FolderInUseError extends Error {
  constructor(
    readonly folder: string,
    readonly holder: string,
  ) {
    super(
      `The embedded database in ${folder} is in use by ${holder}. ` +
        'PGlite allows one process at a time: stop the app first, then run this again.',
    );
    this.name = 'FolderInUseError';
  }
}

function describeHolder(lockFile: string): string {
  const text = readFileSync(lockFile, 'utf8').trim();
  // A file from the pid-only lock of earlier releases holds just a number.
  if (/^\d+$/.test(text)) return `process ${text}`;
  return text || 'another process';
}

function describeSelf(): string {
  return `process ${process.pid} on host ${os.hostname()} (since ${new Date().toISOString()})`;
}

/** Takes the lock on dir, or throws FolderInUseError; returns the release. */
export function lockPgliteFolder(dir: string): () => void {
  const lockFile = path.join(dir, LOCK_FILE_NAME);
  // Never deleted: a process that opened the old file while another deleted
  // it would lock a name nobody else sees.
  const fd = openSync(lockFile, 'a+', 0o600);
  let locked = false;
  try {
    locked = tryLock(fd);
  } finally {
    if (!locked) closeSync(fd);
  }
  if (!locked) throw new FolderInUseError(dir, describeHolder(lockFile));
  ftruncateSync(fd, 0);
  writeSync(fd, `${describeSelf()}\n`);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    unlock(fd);
    closeSync(fd);
  };
}
