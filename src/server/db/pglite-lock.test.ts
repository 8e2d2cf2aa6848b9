import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lockPgliteFolder } from './pglite-lock.ts';

describe('lockPgliteFolder', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'pglite-lock-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes this process id and removes the file on release', () => {
    const release = lockPgliteFolder(dir);
    expect(readFileSync(path.join(dir, 'pglite.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(path.join(dir, 'pglite.lock'))).toBe(false);
  });

  it('refuses while another running process holds the folder, naming it', () => {
    writeFileSync(path.join(dir, 'pglite.lock'), String(process.ppid));
    expect(() => lockPgliteFolder(dir)).toThrow(
      `in use by process ${process.ppid}. PGlite allows one process at a time`,
    );
  });

  it('takes over a lock left by a process that no longer runs', () => {
    writeFileSync(path.join(dir, 'pglite.lock'), '2147483646');
    const release = lockPgliteFolder(dir);
    expect(readFileSync(path.join(dir, 'pglite.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
