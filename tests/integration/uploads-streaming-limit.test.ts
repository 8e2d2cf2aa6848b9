/**
 * Uploads over a real socket. The 10 MB limit holds while the file streams
 * in: a client that keeps sending (here up to 100 MB, chunked, so no
 * Content-Length gives the size away) is answered 413 and cut off soon
 * after the limit, never read to the end, and nothing is kept. And a slow
 * upload holds no database slot while its bytes trickle in.
 */
import http from 'node:http';
import type { Socket } from 'node:net';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { MAX_ATTACHMENT_BYTES } from '../../src/shared/upload-limits.ts';
import { bearerOf, registerAccount, type Account } from '../helpers/accounts.ts';
import { captureLogs } from '../helpers/log-capture.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { BOUNDARY, leftovers, minimalPdf, MULTIPART_HEADERS } from './uploads-samples.ts';

const ATTEMPTED_BYTES = 100 * 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 0x41);

let testApp: TestApp;
let person: Account;

const logs = captureLogs();

beforeAll(async () => {
  testApp = await createTestApp({
    seed: false,
    listen: true,
    logStream: logs.stream,
    // One database slot and a short queue: a request stuck behind another
    // for a second is answered 503.
    env: { MAX_REQUESTS_IN_FLIGHT: '1', MAX_QUEUE_WAIT_MS: '1000', LOG_LEVEL: 'debug' },
  });
  person = await registerAccount(testApp.app);
});

afterAll(async () => {
  await testApp.close();
});

interface Outcome {
  status: number | null;
  body: string;
  sentBytes: number;
}

/** Streams a PDF that never ends, until the server answers or closes the connection. */
function sendEndlessFile(): Promise<Outcome> {
  return new Promise((resolve) => {
    const outcome: Outcome = { status: null, body: '', sentBytes: 0 };
    let stopped = false;
    const request = http.request(`${testApp.baseUrl}/api/upload/single`, {
      method: 'POST',
      headers: { ...MULTIPART_HEADERS, ...bearerOf(person.token), 'transfer-encoding': 'chunked' },
    });
    const finish = () => {
      stopped = true;
      resolve(outcome);
    };
    request.on('response', (response) => {
      // As browsers do, stop sending once the server has answered.
      stopped = true;
      outcome.status = response.statusCode ?? null;
      response.setEncoding('utf8');
      response.on('data', (text: string) => (outcome.body += text));
      response.on('end', () => {
        request.destroy();
        finish();
      });
      response.on('error', finish);
    });
    request.on('error', finish);
    request.on('close', () => {
      if (outcome.status === null) finish();
    });
    const write = (bytes: Buffer) => {
      outcome.sentBytes += bytes.byteLength;
      return request.write(bytes);
    };
    write(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="endless.pdf"\r\n` +
          'Content-Type: application/pdf\r\n\r\n',
      ),
    );
    write(minimalPdf);
    const pump = () => {
      while (!stopped && outcome.sentBytes < ATTEMPTED_BYTES) {
        if (!write(CHUNK)) return void request.once('drain', pump);
      }
      if (!stopped) request.end(`\r\n--${BOUNDARY}--\r\n`);
    };
    pump();
  });
}

it('answers 413 and stops reading soon after 10 MB of a 100 MB upload', async () => {
  const before = await leftovers(testApp);
  const serverSockets: Socket[] = [];
  testApp.app.server.on('connection', (socket: Socket) => serverSockets.push(socket));
  const outcome = await sendEndlessFile();
  expect(outcome.status).toBe(413);
  expect(JSON.parse(outcome.body)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  // What the server took off the wire: the limit and a few chunks in flight.
  const read = serverSockets.reduce((total, socket) => total + socket.bytesRead, 0);
  expect(read).toBeGreaterThan(MAX_ATTACHMENT_BYTES);
  expect(read).toBeLessThan(MAX_ATTACHMENT_BYTES + 1024 * 1024);
  // The client got more into its socket (loopback buffers take tens of MB), never all of it.
  expect(outcome.sentBytes).toBeLessThan(ATTEMPTED_BYTES / 2);
  expect(await leftovers(testApp)).toEqual(before);
});

it('still takes uploads afterwards', async () => {
  const response = await fetch(`${testApp.baseUrl}/api/upload/single`, {
    method: 'POST',
    headers: { ...MULTIPART_HEADERS, ...bearerOf(person.token) },
    body: Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="small.pdf"\r\n\r\n`,
      ),
      minimalPdf,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
  });
  expect(response.status).toBe(201);
});

it('holds no database slot while a slow upload streams in', async () => {
  const request = http.request(`${testApp.baseUrl}/api/upload/single`, {
    method: 'POST',
    headers: { ...MULTIPART_HEADERS, ...bearerOf(person.token), 'transfer-encoding': 'chunked' },
  });
  const answered = new Promise<number>((resolve, reject) => {
    request.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', reject);
  });
  request.write(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="slow.pdf"\r\n\r\n`,
  );
  request.write(minimalPdf);
  // The upload is past its first database step and reading the file.
  await vi.waitFor(() => expect(logs.text()).toContain('starting multipart parsing'), {
    timeout: 10_000,
    interval: 10,
  });

  // With the only slot held by the upload, this would wait and be refused (503).
  const meanwhile = await fetch(`${testApp.baseUrl}/api/users/me`, {
    headers: bearerOf(person.token),
  });
  expect(meanwhile.status).toBe(200);

  request.end(`\r\n--${BOUNDARY}--\r\n`);
  expect(await answered).toBe(201);
});
