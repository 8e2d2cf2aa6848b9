/**
 * Every way an upload can be wrong gets a clear 4xx, and leaves nothing
 * behind: no attachments row, no stored file. The type is judged by the
 * bytes, so disguises (a renamed executable, a script behind a PNG header,
 * SVG under a text name) are refused whatever the name or declared type.
 */
import {
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENT_DIMENSION,
  MAX_UNCLAIMED_UPLOADS,
} from '../../src/shared/upload-limits.ts';
import { attachments } from '../../src/server/db/schema.ts';
import { newStorageKey } from '../../src/server/storage/storage.ts';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearerOf, registerAccount, type Account } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createTestUser } from '../helpers/test-users.ts';
import {
  blankImage,
  installerLikeCompoundFile,
  leftovers,
  minimalPdf,
  MULTIPART_HEADERS,
  multipartBody,
  scriptBehindPngHeader,
  sendParts,
  storedZip,
  svgWithScript,
  type UploadReply,
  uploadFile,
  windowsExecutable,
} from './uploads-samples.ts';

let testApp: TestApp;
let person: Account;

beforeAll(async () => {
  testApp = await createTestApp({ seed: false });
});

afterAll(async () => {
  await testApp.close();
});

beforeEach(async () => {
  person = await registerAccount(testApp.app);
});

/** Runs an upload that must be refused and checks it left no row and no file. */
async function expectRefused(send: () => Promise<UploadReply>, status: number) {
  const before = await leftovers(testApp);
  const reply = await send();
  expect(reply.status, JSON.stringify(reply.body)).toBe(status);
  expect(reply.body.error).toEqual(expect.any(String));
  expect(await leftovers(testApp)).toEqual(before);
  return reply.body;
}

const upload = (name: string, bytes: Buffer, contentType?: string) => () =>
  uploadFile(testApp, person.token, name, bytes, contentType);

describe('the request shape', () => {
  it('refuses a form without a file (400)', async () => {
    const body = await expectRefused(
      () => sendParts(testApp, person.token, [{ field: 'title', value: 'no file here' }]),
      400,
    );
    expect(body).toMatchObject({
      error: 'Attach a file in the "file" field.',
      code: 'BAD_REQUEST',
    });
    expect(body.fields).toEqual({ file: 'is required' });
  });

  it('refuses a file in another field (400)', async () => {
    const body = await expectRefused(
      () =>
        sendParts(testApp, person.token, [
          { field: 'document', fileName: 'a.pdf', bytes: minimalPdf },
        ]),
      400,
    );
    expect(body.error).toBe('Send the file in a form field named "file".');
  });

  it('refuses a body that is not multipart (400)', async () => {
    const body = await expectRefused(async () => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/upload/single',
        headers: bearerOf(person.token),
        payload: { file: 'not a file' },
      });
      return { status: response.statusCode, body: response.json(), headers: response.headers };
    }, 400);
    expect(body.fields).toEqual({ file: 'is required' });
  });

  it('refuses two files (400)', async () => {
    const body = await expectRefused(
      () =>
        sendParts(testApp, person.token, [
          { field: 'file', fileName: 'a.pdf', bytes: minimalPdf },
          { field: 'file', fileName: 'b.pdf', bytes: minimalPdf },
        ]),
      400,
    );
    expect(body.error).toBe('Send one file per upload.');
  });

  it('refuses an empty file (400)', async () => {
    const body = await expectRefused(upload('empty.txt', Buffer.alloc(0)), 400);
    expect(body.error).toBe('The file is empty. Choose another file.');
  });

  it('refuses a file over 10 MB (413), one byte over included', async () => {
    const body = await expectRefused(upload('big.pdf', Buffer.alloc(11 * 1024 * 1024, 0x41)), 413);
    expect(body).toMatchObject({
      error: 'The file is larger than 10 MB. Choose a smaller file.',
      code: 'PAYLOAD_TOO_LARGE',
    });
    const justOver = Buffer.concat([
      minimalPdf,
      Buffer.alloc(10 * 1024 * 1024 + 1 - minimalPdf.length),
    ]);
    await expectRefused(upload('just-over.pdf', justOver), 413);
  });

  it('takes a file of exactly 10 MB', async () => {
    const exactly = Buffer.concat([minimalPdf, Buffer.alloc(10 * 1024 * 1024 - minimalPdf.length)]);
    const reply = await uploadFile(testApp, person.token, 'exactly.pdf', exactly);
    expect(reply.status).toBe(201);
    expect(reply.body.file?.fileSize).toBe(10 * 1024 * 1024);
  });
});

describe('the type, judged by the bytes (415)', () => {
  it('refuses a Windows executable renamed .png, whatever type it declares', async () => {
    const body = await expectRefused(upload('cat.png', windowsExecutable, 'image/png'), 415);
    expect(body).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(body.error).toMatch(/^This type of file is not accepted\. Choose images/);
  });

  it('refuses a script behind a PNG header', async () => {
    const body = await expectRefused(upload('innocent.png', scriptBehindPngHeader), 415);
    expect(body.error).toMatch(/could not be read/);
  });

  it('refuses a PNG cut off halfway', async () => {
    const png = await sharp({
      create: { width: 200, height: 200, channels: 3, background: '#123' },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    await expectRefused(upload('cut.png', png.subarray(0, png.length / 2)), 415);
  });

  it('refuses SVG by name, and says why', async () => {
    const body = await expectRefused(upload('logo.svg', svgWithScript, 'image/svg+xml'), 415);
    expect(body.error).toBe(
      'SVG images are not accepted, because they can carry scripts. Export the image as PNG or WebP and upload that.',
    );
  });

  it('refuses SVG renamed as text', async () => {
    const body = await expectRefused(upload('logo.txt', svgWithScript, 'text/plain'), 415);
    expect(body.error).toMatch(/^SVG images are not accepted/);
  });

  it('refuses text with a NUL or other control byte', async () => {
    await expectRefused(upload('nul.txt', Buffer.from('hello\0world\n')), 415);
    await expectRefused(upload('bell.csv', Buffer.from('a,b\n\u0007,2\n')), 415);
  });

  it('refuses text that is not UTF-8', async () => {
    await expectRefused(upload('latin1.txt', Buffer.from('caf\xe9 cr\xe8me\n', 'latin1')), 415);
  });

  it('refuses text without one of the four text extensions', async () => {
    const body = await expectRefused(upload('page.html', Buffer.from('<p>hello</p>\n')), 415);
    expect(body.error).toBe(
      'Text files are accepted as .txt, .csv, .json or .md. Rename the file with one of these extensions.',
    );
    await expectRefused(upload('passwd', Buffer.from('root:x:0:0:root:/root:/bin/sh\n')), 415);
  });

  it('refuses a compound file that is not a Word document (an installer)', async () => {
    await expectRefused(upload('setup.doc', installerLikeCompoundFile), 415);
  });

  it('refuses a plain zip named .docx', async () => {
    await expectRefused(upload('archive.docx', storedZip({ 'a.txt': 'hello' })), 415);
  });
});

describe('image dimensions (400)', () => {
  it(`refuses a 9000 × 9000 image (small on disk), naming the limit`, async () => {
    const png = await blankImage(9000, 9000).png().toBuffer();
    expect(png.byteLength).toBeLessThan(MAX_ATTACHMENT_BYTES / 4);
    const body = await expectRefused(upload('huge.png', png), 400);
    const limit = `${MAX_ATTACHMENT_DIMENSION} × ${MAX_ATTACHMENT_DIMENSION}`;
    expect(body.error).toBe(
      `The image is too large: at most ${limit} pixels. Choose a smaller image.`,
    );
    expect(body.fields).toEqual({ file: `must be at most ${limit} pixels` });
  });

  it('refuses an image only one side of which is too large', async () => {
    const jpeg = await blankImage(MAX_ATTACHMENT_DIMENSION + 1, 8)
      .jpeg()
      .toBuffer();
    await expectRefused(upload('strip.jpg', jpeg), 400);
  });
});

describe('who may upload', () => {
  const pdfForm = () => multipartBody([{ field: 'file', fileName: 'a.pdf', bytes: minimalPdf }]);

  it('refuses a visitor who is not signed in (401)', async () => {
    const body = await expectRefused(async () => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/upload/single',
        headers: MULTIPART_HEADERS,
        payload: pdfForm(),
      });
      return { status: response.statusCode, body: response.json(), headers: response.headers };
    }, 401);
    expect(body.code).toBe('UNAUTHORIZED');
  });

  it('refuses a disabled account (403)', async () => {
    const disabled = await createTestUser(testApp.database.db, { status: 'disabled' });
    const body = await expectRefused(async () => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/upload/single',
        headers: { ...MULTIPART_HEADERS, ...bearer(disabled) },
        payload: pdfForm(),
      });
      return { status: response.statusCode, body: response.json(), headers: response.headers };
    }, 403);
    expect(body.error).toMatch(/disabled/);
  });
});

describe('unclaimed uploads per member', () => {
  /** Rows as if the member had uploaded earlier (the bytes do not matter here). */
  async function holdUnclaimed(userId: string, howMany: number) {
    const rows = Array.from({ length: howMany }, () => ({
      ownerId: userId,
      storageKey: newStorageKey('txt'),
      fileName: 'earlier.txt',
      fileType: 'text/plain',
      fileSize: 1,
    }));
    await testApp.database.db.insert(attachments).values(rows);
  }

  it(`refuses a member holding ${MAX_UNCLAIMED_UPLOADS} unclaimed uploads (429), saying what to do`, async () => {
    for (let i = 0; i < MAX_UNCLAIMED_UPLOADS; i += 1) {
      const reply = await uploadFile(testApp, person.token, `n${i}.txt`, Buffer.from(`${i}\n`));
      expect(reply.status).toBe(201);
    }
    const before = await leftovers(testApp);
    const reply = await uploadFile(testApp, person.token, 'one-more.txt', Buffer.from('x\n'));
    expect(reply.status).toBe(429);
    expect(reply.body.error).toBe(
      `You have ${MAX_UNCLAIMED_UPLOADS} uploaded files that no prompt uses yet. Attach them to a prompt, or upload again later: unused files are removed 24 hours after upload.`,
    );
    const retryAfter = Number(reply.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    expect(await leftovers(testApp)).toEqual(before);
  });

  it('lets exactly one of several parallel uploads take the last place', async () => {
    await holdUnclaimed(person.user._id, MAX_UNCLAIMED_UPLOADS - 1);
    const replies = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        uploadFile(testApp, person.token, `race${i}.txt`, Buffer.from(`race ${i}\n`)),
      ),
    );
    const statuses = replies.map((reply) => reply.status).sort();
    expect(statuses).toEqual([201, 429, 429, 429, 429]);
  });

  it("does not count other members' uploads", async () => {
    const other = await registerAccount(testApp.app);
    await holdUnclaimed(other.user._id, MAX_UNCLAIMED_UPLOADS);
    const reply = await uploadFile(testApp, person.token, 'mine.txt', Buffer.from('mine\n'));
    expect(reply.status).toBe(201);
  });
});
