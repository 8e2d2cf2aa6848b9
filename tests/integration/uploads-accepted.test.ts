/**
 * POST /api/upload/single takes every accepted format, decides its type from
 * the bytes (never the name or the declared type), re-encodes images without
 * their metadata, keeps the original name as clean display text only, stores
 * the bytes under a random key with an unclaimed row, and serves the file
 * back with the headers that keep it from running as a page.
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments } from '../../src/server/db/schema.ts';
import { MAX_DISPLAY_NAME_LENGTH } from '../../src/shared/upload-limits.ts';
import { registerAccount, type Account } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  animatedGif,
  blankImage,
  fetchUpload,
  jpegWithGps,
  minimalDoc,
  minimalDocx,
  minimalPdf,
  MULTIPART_HEADERS,
  multipartBody,
  pngOf,
  uploadFile,
} from './uploads-samples.ts';

let testApp: TestApp;
let person: Account;

beforeAll(async () => {
  testApp = await createTestApp({ seed: false });
});

afterAll(async () => {
  await testApp.close();
});

// A fresh person per test: each may hold only so many unclaimed uploads.
async function freshPerson(): Promise<Account> {
  person = await registerAccount(testApp.app);
  return person;
}

async function rowOf(fileUrl: string) {
  const key = fileUrl.replace('/uploads/', '');
  const [row] = await testApp.database.db
    .select()
    .from(attachments)
    .where(eq(attachments.storageKey, key));
  return row;
}

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('each accepted format', () => {
  const cases: [string, string, () => Promise<Buffer> | Buffer, string][] = [
    ['PNG', 'diagram.png', () => pngOf(40, 30), 'image/png'],
    ['JPEG', 'photo.jpeg', () => blankImage(40, 30).jpeg().toBuffer(), 'image/jpeg'],
    ['WebP', 'still.webp', () => blankImage(40, 30).webp().toBuffer(), 'image/webp'],
    ['AVIF', 'modern.avif', () => blankImage(40, 30).avif().toBuffer(), 'image/avif'],
    ['GIF', 'loop.gif', animatedGif, 'image/gif'],
    ['PDF', 'brief.pdf', () => minimalPdf, 'application/pdf'],
    ['Word 97 (.doc)', 'old.doc', () => minimalDoc, 'application/msword'],
    ['Word (.docx)', 'report.docx', () => minimalDocx, DOCX],
    [
      'text',
      'notes.txt',
      () => Buffer.from('Plain notes\twith a tab\r\nand lines\n'),
      'text/plain',
    ],
    ['CSV', 'table.csv', () => Buffer.from('name,score\nAda,3\nÉmile,5\n'), 'text/csv'],
    ['JSON', 'data.json', () => Buffer.from('{"greeting": "héllo 👋"}\n'), 'application/json'],
    ['Markdown', 'README.md', () => Buffer.from('# Title\n\n- a list\n'), 'text/markdown'],
  ];

  it.each(cases)(
    '%s is stored, recorded unclaimed and served back',
    async (_label, name, make, type) => {
      const uploader = await freshPerson();
      const bytes = await make();
      // The browser's declared type is ignored: every file claims to be a PNG here.
      const reply = await uploadFile(testApp, uploader.token, name, bytes, 'image/png');
      expect(reply.status, JSON.stringify(reply.body)).toBe(201);
      const file = reply.body.file;
      expect(file).toMatchObject({ fileName: name, fileType: type });
      const ext = name.split('.').pop() === 'jpeg' ? 'jpg' : name.split('.').pop();
      expect(file?.fileUrl).toMatch(new RegExp(`^/uploads/[a-f0-9]{32}\\.${ext}$`));

      const row = await rowOf(file?.fileUrl ?? '');
      expect(row).toMatchObject({ ownerId: uploader.user._id, promptId: null, fileType: type });
      expect(row?.fileSize).toBe(file?.fileSize);

      const served = await fetchUpload(testApp, file?.fileUrl ?? '', uploader.token);
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.byteLength).toBe(file?.fileSize);
      expect(served.headers['content-type']).toMatch(new RegExp(`^${type}`));
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-security-policy']).toContain("default-src 'none'");
      expect(served.headers['content-disposition']).toContain(`filename="${name}"`);
      if (!type.startsWith('image/')) expect(served.rawPayload.equals(bytes)).toBe(true);
    },
  );

  it('serves text as text, where scripts cannot run', async () => {
    const uploader = await freshPerson();
    const bytes = Buffer.from('<script>alert(1)</script> naïve\n');
    const { body } = await uploadFile(testApp, uploader.token, 'page.txt', bytes);
    const served = await fetchUpload(testApp, body.file?.fileUrl ?? '', uploader.token);
    expect(served.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.body).toBe(bytes.toString());
  });

  it('offers Markdown, CSV and JSON for download rather than showing them', async () => {
    const uploader = await freshPerson();
    const { body } = await uploadFile(testApp, uploader.token, 'a.md', Buffer.from('# Hi\n'));
    const served = await fetchUpload(testApp, body.file?.fileUrl ?? '', uploader.token);
    expect(served.headers['content-disposition']).toMatch(/^attachment;/);
  });
});

describe('images are re-encoded', () => {
  it('drops EXIF and the GPS position of a photo', async () => {
    const uploader = await freshPerson();
    const photo = await jpegWithGps();
    const before = await sharp(photo).metadata();
    // The GPS IFD pointer is tag 0x8825, written in either byte order.
    const gpsPointer = [Buffer.from([0x88, 0x25]), Buffer.from([0x25, 0x88])];
    expect(gpsPointer.some((tag) => before.exif?.includes(tag))).toBe(true);
    expect(photo.includes('Test Camera')).toBe(true);
    const { status, body } = await uploadFile(testApp, uploader.token, 'holiday.jpg', photo);
    expect(status).toBe(201);
    const stored = await fetchUpload(testApp, body.file?.fileUrl ?? '', uploader.token);
    expect(stored.rawPayload.includes('Test Camera')).toBe(false);
    const after = await sharp(stored.rawPayload).metadata();
    expect(after.format).toBe('jpeg');
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect([after.width, after.height]).toEqual([64, 48]);
  });

  it('keeps every frame of an animated GIF', async () => {
    const uploader = await freshPerson();
    const { body } = await uploadFile(testApp, uploader.token, 'loop.gif', await animatedGif());
    const stored = await fetchUpload(testApp, body.file?.fileUrl ?? '', uploader.token);
    const after = await sharp(stored.rawPayload, { animated: true }).metadata();
    expect(after.pages).toBe(3);
    expect(after.pageHeight).toBe(16);
  });

  it('turns a photo upright by its EXIF orientation before dropping it', async () => {
    const uploader = await freshPerson();
    // 60 × 20 stored, orientation 6: shown rotated 90°, i.e. 20 wide and 60 tall.
    const sideways = await blankImage(60, 20).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect((await sharp(sideways).metadata()).orientation).toBe(6);
    const { body } = await uploadFile(testApp, uploader.token, 'sideways.jpg', sideways);
    const stored = await fetchUpload(testApp, body.file?.fileUrl ?? '', uploader.token);
    const after = await sharp(stored.rawPayload).metadata();
    expect([after.width, after.height]).toEqual([20, 60]);
    expect(after.orientation).toBeUndefined();
  });
});

describe('the original name is display text only', () => {
  async function storedName(name: string, bytes: Buffer = minimalPdf): Promise<string | undefined> {
    const uploader = await freshPerson();
    const reply = await uploadFile(testApp, uploader.token, name, bytes);
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    const row = await rowOf(reply.body.file?.fileUrl ?? '');
    expect(row?.fileName).toBe(reply.body.file?.fileName);
    return reply.body.file?.fileName;
  }

  it('keeps only the last path segment', async () => {
    expect(await storedName('../../etc/passwd')).toBe('passwd.pdf');
    expect(await storedName('..\\..\\Windows\\notes.txt', Buffer.from('notes\n'))).toBe(
      'notes.txt',
    );
  });

  it('removes control characters and direction overrides', async () => {
    expect(await storedName('invoice\u202efdp.exe')).toBe('invoicefdp.exe.pdf');
    expect(await storedName('re\u0007port\u001b[31m.pdf')).toBe('report[31m.pdf');
  });

  it('caps the length and keeps the extension', async () => {
    const name = await storedName(`${'long-'.repeat(100)}.pdf`);
    expect(Array.from(name ?? '')).toHaveLength(MAX_DISPLAY_NAME_LENGTH);
    expect(name).toMatch(/^long-long-.*\.pdf$/);
  });

  it('is never empty', async () => {
    expect(await storedName('\u202e\u200b')).toBe('file.pdf');
    expect(await storedName('..')).toBe('file.pdf');
  });

  it('ends in what the bytes are', async () => {
    const jpeg = await blankImage(10, 10).jpeg().toBuffer();
    expect(await storedName('photo.png', jpeg)).toBe('photo.jpg');
    expect(await storedName('invoice.html', await pngOf(10, 10))).toBe('invoice.html.png');
  });

  it('keeps letters of every script, composed (NFC)', async () => {
    expect(await storedName('Résumé – 履歴書.pdf')).toBe('Résumé – 履歴書.pdf');
    expect(await storedName('Cafe\u0301.pdf')).toBe('Café.pdf');
  });
});

describe('the web app uploads with its session cookie', () => {
  const site = { host: 'prompts.test' };

  async function cookieUpload(origin?: string) {
    const uploader = await freshPerson();
    return testApp.app.inject({
      method: 'POST',
      url: '/api/upload/single',
      headers: {
        ...MULTIPART_HEADERS,
        ...site,
        cookie: `session=${uploader.token}`,
        ...(origin ? { origin } : {}),
      },
      payload: multipartBody([{ field: 'file', fileName: 'a.pdf', bytes: minimalPdf }]),
    });
  }

  it('from a page of this site', async () => {
    expect((await cookieUpload('http://prompts.test')).statusCode).toBe(201);
  });

  it('but not from another site, nor without an Origin', async () => {
    expect((await cookieUpload('https://elsewhere.example')).statusCode).toBe(403);
    expect((await cookieUpload()).statusCode).toBe(403);
  });
});

describe('the OpenAPI document', () => {
  it('describes the route, its multipart body and its answers', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const document = response.json<{
      paths: Record<
        string,
        Record<string, { responses: Record<string, unknown>; summary: string }>
      >;
    }>();
    const operation = document.paths['/api/upload/single']?.post;
    expect(operation?.summary).toMatch(/field "file"/);
    expect(Object.keys(operation?.responses ?? {})).toEqual(
      expect.arrayContaining(['201', '400', '401', '403', '413', '415', '429']),
    );
  });
});
