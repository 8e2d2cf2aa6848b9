/**
 * An upload refused before its body is read still gets its answer (issue
 * 21, item 10): Node's fetch (undici) used to see the connection reset and
 * report "fetch failed" instead of the 401, and the request after a 413
 * sometimes failed the same way. Real sockets: fetch, and a raw connection
 * as curl would send it.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ATTACHMENT_BYTES } from '../../src/shared/upload-limits.ts';
import { bearerOf, registerAccount, type Account } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { BOUNDARY, minimalPdf, MULTIPART_HEADERS } from './uploads-samples.ts';

let testApp: TestApp;
let person: Account;

beforeAll(async () => {
  testApp = await createTestApp({ seed: false, listen: true });
  person = await registerAccount(testApp.app);
});

afterAll(async () => {
  await testApp.close();
});

/** A multipart body holding one PDF of about `bytes` bytes. */
function pdfUpload(bytes: number) {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    ),
    minimalPdf,
    Buffer.alloc(Math.max(0, bytes - minimalPdf.byteLength), 0x20),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

const upload = (body: ReturnType<typeof pdfUpload>, headers: Record<string, string> = {}) =>
  fetch(`${testApp.baseUrl}/api/upload/single`, {
    method: 'POST',
    headers: { ...MULTIPART_HEADERS, ...headers },
    body,
  });

/** Sends a whole request on a raw socket and reads until the server closes or answers. */
function rawUpload(body: ReturnType<typeof pdfUpload>): Promise<string> {
  const { port } = new URL(testApp.baseUrl);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    let answer = '';
    socket.once('connect', () => {
      socket.write(
        'POST /api/upload/single HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n' +
          `Content-Type: ${MULTIPART_HEADERS['content-type']}\r\nContent-Length: ${body.byteLength}\r\n\r\n`,
      );
      socket.end(body);
    });
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => resolve(answer));
    socket.on('close', () => resolve(answer));
  });
}

describe('an anonymous upload of about 1 MB', () => {
  it('gets its 401 and JSON body over fetch', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await upload(pdfUpload(1024 * 1024));
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    }
  });

  it('gets its 401 over a raw connection', async () => {
    const answer = await rawUpload(pdfUpload(1024 * 1024));
    expect(answer).toMatch(/^HTTP\/1\.1 401/);
    expect(answer).toContain('"code":"UNAUTHORIZED"');
  });
});

describe('an oversized upload', () => {
  it('gets 413, and the next request on a new connection works', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await upload(
        pdfUpload(MAX_ATTACHMENT_BYTES + 512 * 1024),
        bearerOf(person.token),
      );
      expect(response.status).toBe(413);
      expect(await response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
      const next = await fetch(`${testApp.baseUrl}/api/users/me`, {
        headers: bearerOf(person.token),
      });
      expect(next.status).toBe(200);
    }
  });
});
