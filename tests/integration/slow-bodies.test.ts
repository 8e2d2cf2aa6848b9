/**
 * Slow request bodies cannot take the site down (issue 21, item 2). A
 * database slot is taken once the body has arrived, never while a client
 * trickles it in; a body slower than BODY_MIN_BYTES_PER_S after the grace
 * gets 408 and its connection closes. Real sockets throughout: the
 * tricklers are raw TCP connections, the ordinary requests go over fetch.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshEmail } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTestUser } from '../helpers/test-users.ts';

const GRACE_MS = 1500;
const TRICKLERS = 6;

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({
    seed: false,
    listen: true,
    env: {
      // Four slots on both databases, and a queue bound that a starved
      // request reaches (tricklers would hold their slots for a minute)
      // while ten password checks on a busy machine stay well within it.
      MAX_REQUESTS_IN_FLIGHT: '4',
      MAX_QUEUE_WAIT_MS: '5000',
      BODY_MIN_BYTES_PER_S: '1024',
      BODY_GRACE_MS: String(GRACE_MS),
    },
  });
});

afterAll(async () => {
  await testApp.close();
});

interface Trickle {
  /** Resolves with what the server sent once it hung up, and when. */
  done: Promise<{ answer: string; closedAfterMs: number }>;
  stop: () => void;
}

/** A sign-in whose body arrives one byte at a time, every `everyMs`. */
function trickleLogin(everyMs: number): Trickle {
  const body = JSON.stringify({ email: freshEmail('slow'), password: 'x'.repeat(200) });
  return tricklePost({ path: '/api/users/login', contentType: 'application/json', body }, everyMs);
}

/** A POST whose body arrives `chunk` characters at a time, every `everyMs`. */
function tricklePost(
  request: { path: string; contentType: string; body: string; headers?: string },
  everyMs: number,
  chunk = 1,
): Trickle {
  const { body } = request;
  const head =
    `POST ${request.path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${request.contentType}\r\n` +
    `${request.headers ?? ''}Content-Length: ${body.length}\r\n\r\n`;
  const { port } = new URL(testApp.baseUrl);
  const socket = net.connect(Number(port), '127.0.0.1');
  const startedAt = Date.now();
  let sent = 0;
  let answer = '';
  socket.once('connect', () => socket.write(head));
  const timer = setInterval(() => {
    if (sent >= body.length || socket.destroyed) return;
    socket.write(body.slice(sent, sent + chunk));
    sent += chunk;
  }, everyMs);
  socket.on('data', (chunk) => (answer += chunk.toString()));
  socket.on('error', () => {});
  const done = new Promise<{ answer: string; closedAfterMs: number }>((resolve) => {
    socket.once('close', () => {
      clearInterval(timer);
      resolve({ answer, closedAfterMs: Date.now() - startedAt });
    });
  });
  return {
    done,
    stop: () => {
      clearInterval(timer);
      socket.destroy();
    },
  };
}

async function ordinaryRequests(): Promise<number[]> {
  const base = testApp.baseUrl;
  const reads = Array.from({ length: 10 }, () => fetch(`${base}/api/prompts`));
  const logins = Array.from({ length: 10 }, () =>
    fetch(`${base}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: freshEmail('ordinary'), password: 'not the password' }),
    }),
  );
  const trpc = fetch(
    `${base}/trpc/library.list?input=${encodeURIComponent(JSON.stringify({ json: { page: 1 } }))}`,
  );
  const answers = await Promise.all([...reads, ...logins, trpc]);
  return answers.map((answer) => answer.status);
}

describe('clients trickling their request bodies', () => {
  it('leave ordinary requests answering, and are cut off with 408 after the grace', async () => {
    const tricklers = Array.from({ length: TRICKLERS }, () => trickleLogin(200));
    await new Promise((resolve) => setTimeout(resolve, 300));
    try {
      const statuses = await ordinaryRequests();
      const refused = statuses.filter((status) => status === 503).length;
      // The before/after figure: the share of ordinary requests refused.
      console.info(`ordinary requests refused while ${TRICKLERS} trickle: ${refused}/21`);
      expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
      expect(statuses.slice(10, 20).every((status) => status === 401)).toBe(true);
      expect(statuses[20]).toBe(200);
      const ends = await Promise.all(tricklers.map((trickler) => trickler.done));
      for (const { answer, closedAfterMs } of ends) {
        expect(answer).toMatch(/^HTTP\/1\.1 408/);
        expect(answer.toLowerCase()).toContain('connection: close');
        expect(closedAfterMs).toBeGreaterThanOrEqual(GRACE_MS);
        expect(closedAfterMs).toBeLessThan(GRACE_MS + 2500);
      }
    } finally {
      for (const trickler of tricklers) trickler.stop();
    }
  });

  it('leave ordinary requests answering while avatars upload above the minimum pace', async () => {
    const member = await createTestUser(testApp.database.db, { name: 'Tessa Trickle' });
    const boundary = 'trickle-boundary';
    // 20 KB of picture at about 2 KB/s: fast enough not to be cut off.
    const body =
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\n` +
      `Content-Type: image/png\r\n\r\n${'x'.repeat(20_000)}\r\n--${boundary}--\r\n`;
    const upload = {
      path: '/api/users/me/avatar',
      contentType: `multipart/form-data; boundary=${boundary}`,
      headers: `Authorization: Bearer ${member.token}\r\n`,
      body,
    };
    const tricklers = Array.from({ length: TRICKLERS }, () => tricklePost(upload, 100, 200));
    await new Promise((resolve) => setTimeout(resolve, 300));
    try {
      const statuses = await ordinaryRequests();
      expect(statuses.filter((status) => status === 503)).toEqual([]);
    } finally {
      for (const trickler of tricklers) trickler.stop();
    }
  });

  it('serves a body that pauses within the grace', async () => {
    const body = JSON.stringify({ email: freshEmail('pause'), password: 'not the password' });
    const { port } = new URL(testApp.baseUrl);
    const answer = await new Promise<string>((resolve) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => {
        socket.write(
          'POST /api/users/login HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n' +
            `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n` +
            body.slice(0, 10),
        );
        setTimeout(() => socket.write(body.slice(10)), GRACE_MS / 2);
      });
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 401/);
  });
});
