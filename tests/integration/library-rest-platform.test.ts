/**
 * The REST door's surroundings: health checks, the OpenAPI document and docs
 * page, unknown paths, request ids and security headers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ErrorJson, getJson } from '../helpers/rest-json.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ seed: false });
});

afterAll(async () => {
  await testApp.close();
});

describe('health', () => {
  it('GET /api/healthz answers while the process is alive', async () => {
    const { status, body } = await getJson<{ status: string }>(testApp.app, '/api/healthz');
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'ok' });
  });

  it('GET /api/readyz answers when the database does', async () => {
    const { status, body } = await getJson<{ status: string }>(testApp.app, '/api/readyz');
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'ready', database: 'up' });
  });
});

describe('OpenAPI', () => {
  interface OpenApiDocument {
    openapi: string;
    paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
  }

  it('lists the four library paths with their methods', async () => {
    const { status, body } = await getJson<OpenApiDocument>(testApp.app, '/api/openapi.json');
    expect(status).toBe(200);
    expect(body.openapi).toMatch(/^3\./);
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining([
        '/api/prompts',
        '/api/prompts/trending',
        '/api/prompts/{id}',
        '/api/prompts/{id}/usage',
      ]),
    );
    expect(Object.keys(body.paths['/api/prompts'] ?? {})).toContain('get');
    expect(Object.keys(body.paths['/api/prompts/{id}/usage'] ?? {})).toContain('put');
  });

  it('documents the query parameters of the list', async () => {
    const { body } = await getJson<OpenApiDocument>(testApp.app, '/api/openapi.json');
    const names = (body.paths['/api/prompts']?.get?.parameters ?? [])
      .filter((parameter) => parameter.in === 'query')
      .map((parameter) => parameter.name);
    expect(names.sort()).toEqual([
      'category',
      // One collection's prompts (issue 29, decision 057).
      'collection',
      'limit',
      'literal',
      'model',
      'page',
      'search',
      'sort',
      // The change feed for integrators (decision 042).
      'updatedSince',
    ]);
  });

  it('does not list itself', async () => {
    const { body } = await getJson<OpenApiDocument>(testApp.app, '/api/openapi.json');
    expect(Object.keys(body.paths)).not.toContain('/api/openapi.json');
  });

  it('serves the browsable docs page at /api/docs/, with every file it loads', async () => {
    const bare = await testApp.app.inject({ method: 'GET', url: '/api/docs' });
    expect(bare.statusCode).toBe(302);
    expect(bare.headers.location).toBe('/api/docs/');
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    // Relative file names resolve under /api/docs/, where the UI serves them.
    const files = [...response.body.matchAll(/(?:src|href)="\.\/([^"]+)"/g)].map((m) => m[1]);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const asset = await testApp.app.inject({ method: 'GET', url: `/api/docs/${file}` });
      expect(asset.statusCode, file).toBe(200);
    }
  });
});

describe('unknown paths', () => {
  it.each([
    ['GET', '/api/nope'],
    ['GET', '/api/prompts/trending/extra/segments'],
    ['POST', '/api/nope/deeper'],
  ] as const)('%s %s answers 404 as JSON', async (method, url) => {
    const response = await testApp.app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.json<ErrorJson>();
    expect(body.code).toBe('NOT_FOUND');
    expect(body.error).toContain(url);
  });

  it.each([
    // The path also matches PUT /api/prompts/:id.
    ['POST', '/api/prompts/trending', 'GET, HEAD, PUT'],
    ['DELETE', '/api/healthz', 'GET, HEAD'],
  ] as const)('%s %s, a known path, answers 405 with Allow', async (method, url, allow) => {
    const response = await testApp.app.inject({ method, url });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe(allow);
  });
});

describe('request ids', () => {
  // A caller's id is kept only from a trusted proxy (nginx's $request_id):
  // otherwise a client could pick ids that collide with others'.
  let behindProxy: TestApp;
  beforeAll(async () => {
    behindProxy = await createTestApp({ seed: false, env: { TRUST_PROXY: 'true' } });
  });
  afterAll(async () => {
    await behindProxy.close();
  });

  it("echoes a trusted proxy's well-formed x-request-id, and no one else's", async () => {
    const headers = { 'x-request-id': 'client-req.42_a' };
    const proxied = await behindProxy.app.inject({ url: '/api/healthz', headers });
    expect(proxied.headers['x-request-id']).toBe('client-req.42_a');
    const direct = await testApp.app.inject({ url: '/api/healthz', headers });
    expect(direct.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('replaces a malformed or oversized one with a fresh id', async () => {
    for (const incoming of ['bad id with spaces', 'x'.repeat(65), '<script>']) {
      const response = await behindProxy.app.inject({
        url: '/api/healthz',
        headers: { 'x-request-id': incoming },
      });
      const id = String(response.headers['x-request-id']);
      expect(id).not.toBe(incoming);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('gives every request an id, errors included', async () => {
    const response = await testApp.app.inject({ url: '/api/prompts?page=0' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('security headers', () => {
  it('sends helmet headers on API answers', async () => {
    const response = await testApp.app.inject({ url: '/api/prompts' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });
});
