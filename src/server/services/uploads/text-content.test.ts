import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPlainUtf8Text, looksLikeSvg } from './text-content.ts';

describe('looksLikeSvg', () => {
  it.each([
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
    '  \n<SVG>',
    '\ufeff<?xml version="1.0"?>\n<!-- drawn by hand -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x">\n<svg>',
  ])('finds %j', (head) => {
    expect(looksLikeSvg(head)).toBe(true);
  });

  it.each([
    '# Notes about <svg> elements',
    '<?xml version="1.0"?><note/>',
    'svg,width\n1,2',
    '<svgfoo>',
  ])('leaves %j alone', (head) => {
    expect(looksLikeSvg(head)).toBe(false);
  });
});

describe('isPlainUtf8Text', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'text-content-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  async function judge(bytes: Buffer): Promise<boolean> {
    const file = path.join(dir, 'sample');
    await writeFile(file, bytes);
    return isPlainUtf8Text(file);
  }

  it('takes UTF-8 text with tabs, line breaks, a byte order mark and any script', async () => {
    expect(await judge(Buffer.from('\ufeffa\tb\r\nÉmile 履歴書 👋\n'))).toBe(true);
  });

  it('takes a multi-byte character split across read chunks', async () => {
    const text = `${'a'.repeat(64 * 1024 - 1)}é${'b'.repeat(10)}`;
    expect(await judge(Buffer.from(text))).toBe(true);
  });

  it.each([
    ['a NUL byte', Buffer.from('a\0b')],
    ['an escape', Buffer.from('\u001b[31mred')],
    ['DEL', Buffer.from('a\u007f')],
    ['a C1 control', Buffer.from('a\u0085b')],
    ['Latin-1 bytes', Buffer.from('caf\xe9', 'latin1')],
    ['a UTF-8 sequence cut at the end', Buffer.from([0x61, 0xe2, 0x82])],
    ['an encoded surrogate', Buffer.from([0xed, 0xa0, 0x80])],
  ])('refuses %s', async (_label, bytes) => {
    expect(await judge(bytes)).toBe(false);
  });
});
