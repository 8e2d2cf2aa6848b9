import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { holdsDatabase, packFolder, unpackTemplate } from './pglite-template.ts';

const scratch: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'template-test-'));
  scratch.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the database template', () => {
  it('unpacks the files and empty folders it packed', () => {
    const source = tempDir();
    mkdirSync(path.join(source, 'base', '1'), { recursive: true });
    mkdirSync(path.join(source, 'pg_tblspc'));
    writeFileSync(path.join(source, 'PG_VERSION'), '17\n');
    writeFileSync(path.join(source, 'base', '1', '1259'), Buffer.from([0, 1, 2, 10, 255]));
    const template = path.join(tempDir(), 'template.gz');
    writeFileSync(template, packFolder(source));

    const target = path.join(tempDir(), 'pglite');
    unpackTemplate(template, target);
    expect(holdsDatabase(target)).toBe(true);
    expect(readFileSync(path.join(target, 'base', '1', '1259'))).toEqual(
      Buffer.from([0, 1, 2, 10, 255]),
    );
    expect(statSync(path.join(target, 'pg_tblspc')).isDirectory()).toBe(true);
  });

  it('keeps a database another process made first', () => {
    const source = tempDir();
    writeFileSync(path.join(source, 'PG_VERSION'), 'template\n');
    const template = path.join(tempDir(), 'template.gz');
    writeFileSync(template, packFolder(source));
    const target = path.join(tempDir(), 'pglite');
    mkdirSync(target);
    writeFileSync(path.join(target, 'PG_VERSION'), 'theirs\n');
    unpackTemplate(template, target);
    expect(readFileSync(path.join(target, 'PG_VERSION'), 'utf8')).toBe('theirs\n');
  });

  it('refuses an entry that would land outside the folder', () => {
    const template = path.join(tempDir(), 'evil.gz');
    writeFileSync(template, gzipSync(Buffer.from('{"p":"../escaped","s":1}\nx')));
    const target = path.join(tempDir(), 'pglite');
    expect(() => unpackTemplate(template, target)).toThrow(/malformed/);
    expect(holdsDatabase(target)).toBe(false);
  });
});
