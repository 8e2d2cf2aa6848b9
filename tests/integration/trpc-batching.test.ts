/**
 * tRPC batches of any size a page may make: the server accepts batch paths
 * as long as the client link may build, the link splits what would pass the
 * server's limits, and an oversized batch is a clear 400, never a 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_TRPC_BATCH } from '../../src/shared/api-limits.ts';
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
  it('answers 20 procedures in one request with 200 and every result', async () => {
    const url = batchUrl(mixedCalls(20));
    expect(url.split('?')[0]?.length).toBeGreaterThan(100);
    const response = await testApp.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    const results = response.json<{ result?: unknown; error?: unknown }[]>();
    expect(results).toHaveLength(20);
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
