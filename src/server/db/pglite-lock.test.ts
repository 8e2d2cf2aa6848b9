import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FolderInUseError, lockPgliteFolder } from './pglite-lock.ts';

/** A separate process that takes the lock the way the app does, then waits. */
async function holdInChild(dir: string) {
  const script =
    `const f = require('fs-native-extensions'); const fs = require('node:fs');` +
    `const fd = fs.openSync(${JSON.stringify(path.join(dir, 'pglite.lock'))}, 'a+');` +
    `if (!f.tryLock(fd)) process.exit(3);` +
    `fs.writeSync(fd, 'process ' + process.pid + ' on host child'); console.log('held');` +
    `setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [chunk] = (await once(child.stdout, 'data')) as [Buffer];
  expect(chunk.toString()).toContain('held');
  return child;
}

describe('lockPgliteFolder', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'pglite-lock-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes who holds it, and can be taken again once released', () => {
    const release = lockPgliteFolder(dir);
    expect(readFileSync(path.join(dir, 'pglite.lock'), 'utf8')).toContain(
      `process ${process.pid} on host ${os.hostname()}`,
    );
    release();
    lockPgliteFolder(dir)();
  });

  it('refuses a second holder even in the same process, naming folder and holder', () => {
    const release = lockPgliteFolder(dir);
    try {
      expect(() => lockPgliteFolder(dir)).toThrow(FolderInUseError);
      expect(() => lockPgliteFolder(dir)).toThrow(
        `The embedded database in ${dir} is in use by process ${process.pid} on host`,
      );
    } finally {
      release();
    }
  });

  it('ignores the text: a file left by the pid lock of earlier releases is taken', () => {
    writeFileSync(path.join(dir, 'pglite.lock'), String(process.pid));
    lockPgliteFolder(dir)();
  });

  it('refuses while another process holds it, and is free once that process is killed', async () => {
    const child = await holdInChild(dir);
    try {
      expect(() => lockPgliteFolder(dir)).toThrow(
        `is in use by process ${child.pid} on host child`,
      );
    } finally {
      child.kill('SIGKILL');
      await once(child, 'exit');
    }
    lockPgliteFolder(dir)();
  });
});
