/**
 * tRPC batches of any size a page may make: the server accepts batch paths
 * as long as the client link may build, the link splits what would pass the
 * server's limits, and an oversized batch is a clear 400, never a 404. A
 * batch's calls take database slots one at a time, so big batches cannot
 * starve ordinary requests.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_TRPC_BATCH } from '../../src/shared/api-limits.ts';
import { freshEmail, login } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createInjectClient } from '../helpers/trpc-inject.ts';

let testApp: TestApp;
let promptId: string;

beforeAll(async () => {
  testApp = await createTestApp();
  const [first] = await testApp.deps.db.query.prompts.findMany({ limit: 1 });
  if (!first) throw new Error('the sample library is empty');
  promptId = first.id;
});

afterAll(async () => {
  await testApp.close();
});

/** A raw batched GET, as httpBatchLink sends it. */
function batchUrl(calls: { path: string; input: unknown }[]): string {
  const inputs = Object.fromEntries(calls.map((call, i) => [i, { json: call.input }]));
  const paths = calls.map((call) => call.path).join(',');
  return `/trpc/${paths}?batch=1&input=${encodeURIComponent(JSON.stringify(inputs))}`;
}

function mixedCalls(count: number) {
  const kinds = [
    { path: 'library.list', input: { page: 1, limit: 6 } },
    { path: 'library.trending', input: { limit: 3 } },
    { path: 'library.byId', input: { id: 'placeholder' } },
    { path: 'account.plans', input: undefined },
    { path: 'auth.options', input: undefined },
  ];
  return Array.from({ length: count }, (_, i) => {
    const kind = kinds[i % kinds.length] ?? kinds[0];
    if (!kind) throw new Error('no kinds');
    return kind.path === 'library.byId' ? { ...kind, input: { id: promptId } } : kind;
  });
}

describe('a batched GET', () => {
  it(`answers ${MAX_TRPC_BATCH} procedures in one request with 200 and every result`, async () => {
    const url = batchUrl(mixedCalls(MAX_TRPC_BATCH));
    expect(url.split('?')[0]?.length).toBeGreaterThan(100);
    const response = await testApp.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    const results = response.json<{ result?: unknown; error?: unknown }[]>();
    expect(results).toHaveLength(MAX_TRPC_BATCH);
    expect(results.every((result) => result.result !== undefined)).toBe(true);
  });

  it(`answers a batch of more than ${MAX_TRPC_BATCH} calls with 400, not 404`, async () => {
    const url = batchUrl(mixedCalls(MAX_TRPC_BATCH + 1));
    const response = await testApp.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
  });
});

describe("the web app's client link", () => {
  it('splits 120 calls into batches the server takes, and every call succeeds', async () => {
    const urls: string[] = [];
    const client = createInjectClient(testApp.app, {}, (url) => urls.push(url));
    const answers = await Promise.all(
      Array.from({ length: 120 }, () => client.library.byId.query({ id: promptId })),
    );
    expect(answers.every((answer) => answer._id === promptId)).toBe(true);
    expect(urls.length).toBeGreaterThanOrEqual(3);
    for (const url of urls) {
      const procedures = new URL(url).pathname.replace('/trpc/', '').split(',');
      expect(procedures.length).toBeLessThanOrEqual(MAX_TRPC_BATCH);
    }
  });
});

describe('big batches beside ordinary requests', () => {
  let busy: TestApp;

  beforeAll(async () => {
    // Two slots, and a queue short enough that a starved request is refused.
    busy = await createTestApp({
      seed: false,
      env: { MAX_REQUESTS_IN_FLIGHT: '2', MAX_QUEUE_WAIT_MS: '1500' },
    });
  });

  afterAll(async () => {
    await busy.close();
  });

  /** A POSTed batch of `count` sign-ins with wrong passwords (each costs a password check). */
  function loginBatch(count: number, address: string) {
    const payload = Object.fromEntries(
      Array.from({ length: count }, (_, i) => [
        i,
        { json: { email: freshEmail('batch'), password: 'not the password' } },
      ]),
    );
    return busy.app.inject({
      method: 'POST',
      url: `/trpc/${Array.from({ length: count }, () => 'auth.login').join(',')}?batch=1`,
      remoteAddress: address,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
  }

  it('take one slot at a time, so ordinary requests keep answering', async () => {
    const batches = Array.from({ length: 8 }, (_, i) => loginBatch(10, `10.7.${i}.1`));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const ordinary = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        login(busy.app, { email: freshEmail('ordinary'), password: 'wrong' }, `10.6.${i}.1`),
      ),
    );
    const refused = ordinary.filter((answer) => answer.status === 503).length;
    console.info(`ordinary sign-ins refused beside 8 batches of 10: ${refused}/6`);
    expect(ordinary.map((answer) => answer.status)).toEqual(Array(6).fill(401));
    for (const batch of await Promise.all(batches)) expect(batch.statusCode).not.toBe(500);
  });

  it(`answers a batch of more than MAX_BATCH_CALLS (10) calls with 400`, async () => {
    const response = await loginBatch(11, '10.5.0.1');
    expect(response.statusCode).toBe(400);
    expect((await loginBatch(10, '10.5.0.2')).statusCode).toBe(401);
  });
});
