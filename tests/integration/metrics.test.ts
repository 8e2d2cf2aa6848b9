/**
 * GET /metrics (decision 028): absent without METRICS_TOKEN (the 404 of any
 * unknown path), 401 to a wrong or missing token (an admin's session token
 * is not it), and the Prometheus text to the right one, with each metric
 * the README documents present once its part has worked: a route, a
 * search, a cached listing, a run on the fake provider. Labels carry route
 * patterns, never URLs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeAiProviders, startFakeAiProviders } from '../helpers/fake-ai/fake-ai-server.ts';
import { generateJson } from '../helpers/generation.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createTestUser } from '../helpers/test-users.ts';

const TOKEN = 'metrics-token-for-the-tests-0123456789';

let providers: FakeAiProviders;
let observed: TestApp;
let unobserved: TestApp;

beforeAll(async () => {
  providers = await startFakeAiProviders();
  observed = await createTestApp({
    listen: true,
    env: { ...providers.env, METRICS_TOKEN: TOKEN },
  });
  unobserved = await createTestApp({ seed: false });
});

afterAll(async () => {
  await observed.close();
  await unobserved.close();
  await providers.close();
});

async function scrape(authorization?: string) {
  return fetch(`${observed.baseUrl}/metrics`, {
    headers: authorization ? { authorization } : {},
  });
}

/** The value of one sample line (`name{labels} value`), or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('without METRICS_TOKEN', () => {
  it('answers /metrics as it answers any unknown path', async () => {
    const metrics = await unobserved.app.inject({ method: 'GET', url: '/metrics' });
    const unknown = await unobserved.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(metrics.statusCode).toBe(404);
    expect(metrics.statusCode).toBe(unknown.statusCode);
    expect(metrics.headers['content-type']).toBe(unknown.headers['content-type']);
    const withToken = await unobserved.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(withToken.statusCode).toBe(404);
  });
});

describe('with METRICS_TOKEN', () => {
  it('refuses a missing, wrong or session token with 401', async () => {
    const admin = await createTestUser(observed.database.db, { role: 'admin' });
    for (const authorization of [
      undefined,
      'Bearer wrong-token',
      `Bearer ${TOKEN}x`,
      `Basic ${TOKEN}`,
      TOKEN,
      bearer(admin).authorization,
    ]) {
      const response = await scrape(authorization);
      expect(response.status, authorization).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
      const body = (await response.json()) as Record<string, unknown>;
      expect(body).toEqual({
        error: 'This needs the metrics token',
        code: 'UNAUTHORIZED',
        requestId: response.headers.get('x-request-id'),
      });
    }
  });

  it('serves every documented metric in the text format after the app has worked', async () => {
    const member = await createTestUser(observed.database.db, { plan: 'pro' });
    const base = observed.baseUrl;
    // A route, twice (the second listing comes from the cache), a prompt by id, a search.
    expect((await fetch(`${base}/api/prompts`)).status).toBe(200);
    const list = (await (await fetch(`${base}/api/prompts`)).json()) as {
      prompts: { _id: string }[];
    };
    const id = list.prompts[0]?._id ?? '';
    const one = await fetch(`${base}/api/prompts/${id}`);
    expect(one.status, `${id} ${await one.text()}`).toBe(200);
    expect((await fetch(`${base}/api/prompts?search=email`)).status).toBe(200);
    const run = await generateJson(base, { prompt: 'Say hello', model: 'ChatGPT' }, member);
    expect(run.status, JSON.stringify(run.body)).toBe(200);

    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();

    const requests = sample(
      text,
      'prompt_hub_http_requests_total{method="GET",route="/api/prompts",status="200"}',
    );
    expect(requests).toBeGreaterThanOrEqual(3);
    expect(
      sample(
        text,
        'prompt_hub_http_request_duration_seconds_count{method="GET",route="/api/prompts/:id",status="200"}',
      ),
    ).toBe(1);
    // Patterns, never URLs: no label holds the prompt's id or the query.
    expect(text).not.toContain(id);
    expect(text).not.toContain('search=email');

    expect(text).toMatch(/^prompt_hub_library_search_duration_seconds_count\{order="[^"]+"\} 1$/m);
    expect(sample(text, 'prompt_hub_library_cache_lookups_total{result="hit"}')).toBeGreaterThan(0);
    expect(sample(text, 'prompt_hub_library_cache_lookups_total{result="miss"}')).toBeGreaterThan(
      0,
    );
    expect(
      sample(text, 'prompt_hub_generation_calls_total{provider="openai",outcome="succeeded"}'),
    ).toBe(1);
    expect(
      sample(text, 'prompt_hub_generation_call_duration_seconds_count{provider="openai"}'),
    ).toBe(1);
    expect(sample(text, 'prompt_hub_admission_in_flight')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'prompt_hub_admission_queued')).toBe(0);
    expect(text).toContain('# TYPE prompt_hub_admission_refused_total counter');
    expect(sample(text, 'prompt_hub_db_pool_size')).toBe(
      observed.database.kind === 'pglite' ? 1 : observed.env.DATABASE_POOL_SIZE,
    );
    if (observed.database.kind === 'pglite') {
      expect(sample(text, 'prompt_hub_db_pool_in_use')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'prompt_hub_db_pool_waiting')).toBeGreaterThanOrEqual(0);
    } else {
      expect(text).toMatch(/^prompt_hub_db_connections\{state="[a-z ]+"\} \d+$/m);
    }
    expect(sample(text, 'prompt_hub_process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(text).toMatch(/^prompt_hub_nodejs_eventloop_lag_p99_seconds \d/m);
    expect(text).toMatch(/^prompt_hub_nodejs_heap_size_used_bytes \d/m);
  });
});
