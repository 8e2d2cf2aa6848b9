import { describe, expect, it } from 'vitest';
import { MAX_DISPLAY_NAME_LENGTH } from '../../../shared/upload-limits.ts';
import { formatOfMime } from './attachment-formats.ts';
import { cleanBaseName, displayNameOf, extensionOf } from './display-name.ts';

const pdf = formatOfMime('application/pdf');
const jpeg = formatOfMime('image/jpeg');
const text = formatOfMime('text/plain');
if (!pdf || !jpeg || !text) throw new Error('formats missing');

describe('cleanBaseName', () => {
  it.each([
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\me\\notes.txt', 'notes.txt'],
    ['a/b\\c/d.pdf', 'd.pdf'],
    ['..', ''],
    ['.hidden', 'hidden'],
    ['name.   ', 'name'],
    ['  two   spaces  ', 'two spaces'],
    ['tab\there', 'tabhere'],
    ['nul\0byte', 'nulbyte'],
    ['right\u202eleft', 'rightleft'],
    ['iso\u2066late\u2069', 'isolate'],
    ['zero\u200bwidth\ufeff', 'zerowidth'],
    ['line\u2028break', 'linebreak'],
    ['c1\u0085ctrl', 'c1ctrl'],
    ['lone\ud800surrogate', 'lonesurrogate'],
    ['Cafe\u0301', 'Café'],
  ])('%j becomes %j', (original, cleaned) => {
    expect(cleanBaseName(original)).toBe(cleaned);
  });
});

describe('extensionOf', () => {
  it.each([
    ['photo.JPG', 'jpg'],
    ['archive.tar.gz', 'gz'],
    ['README', ''],
    ['.bashrc', ''],
  ])('%j is %j', (name, ext) => {
    expect(extensionOf(name)).toBe(ext);
  });
});

describe('displayNameOf', () => {
  it('keeps an extension that fits the format, in its own case', () => {
    expect(displayNameOf('Photo.JPEG', jpeg)).toBe('Photo.JPEG');
    expect(displayNameOf('notes.txt', text)).toBe('notes.txt');
  });

  it("replaces another accepted format's extension", () => {
    expect(displayNameOf('photo.png', jpeg)).toBe('photo.jpg');
  });

  it('appends the real extension after anything else', () => {
    expect(displayNameOf('.pdf', pdf)).toBe('pdf.pdf'); // no hidden files
    expect(displayNameOf('page.html', pdf)).toBe('page.html.pdf');
    expect(displayNameOf('report', pdf)).toBe('report.pdf');
  });

  it('falls back to "file" when nothing is left', () => {
    expect(displayNameOf('', pdf)).toBe('file.pdf');
    expect(displayNameOf('..', pdf)).toBe('file.pdf');
    expect(displayNameOf('\u202e', jpeg)).toBe('file.jpg');
  });

  it(`caps the name at ${MAX_DISPLAY_NAME_LENGTH} characters, keeping the extension`, () => {
    const name = displayNameOf(`${'x'.repeat(500)}.pdf`, pdf);
    expect(name).toHaveLength(MAX_DISPLAY_NAME_LENGTH);
    expect(name.endsWith('x.pdf')).toBe(true);
  });

  it('never cuts an emoji in half', () => {
    const name = displayNameOf(`${'😀'.repeat(300)}.pdf`, pdf);
    expect(Array.from(name)).toHaveLength(MAX_DISPLAY_NAME_LENGTH);
    expect(name).not.toMatch(/\p{Cs}/u);
  });
});
