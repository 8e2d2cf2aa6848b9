/**
 * A REST path called with a method it does not take answers 405 with an
 * Allow header naming the methods it does take; a path that does not exist
 * stays 404 (issue 21, item 10).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ seed: false });
});

afterAll(async () => {
  await testApp.close();
});

const send = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string) =>
  testApp.app.inject({ method, url });

describe('a wrong method on a REST path', () => {
  it.each([
    ['DELETE', '/api/users/login', ['POST']],
    ['PATCH', '/api/prompts', ['GET', 'POST']],
    ['GET', '/api/users/register', ['POST']],
    ['PUT', '/api/readyz', ['GET', 'HEAD']],
  ] as const)('%s %s answers 405 with Allow', async (method, url, allowed) => {
    const response = await send(method, url);
    expect(response.statusCode).toBe(405);
    const allow = String(response.headers.allow).split(', ');
    for (const name of allowed) expect(allow).toContain(name);
    expect(allow).not.toContain(method);
    expect(response.json()).toMatchObject({ code: 'METHOD_NOT_ALLOWED' });
    expect(response.json<{ error: string }>().error).toContain(method);
  });

  it('names the methods of a path with a parameter', async () => {
    const response = await send('PATCH', '/api/prompts/some-id');
    expect(response.statusCode).toBe(405);
    expect(String(response.headers.allow)).toContain('GET');
  });
});

describe('an unknown REST path', () => {
  it.each(['GET', 'DELETE', 'POST'] as const)('answers %s with 404', async (method) => {
    const response = await send(method, '/api/no-such-thing');
    expect(response.statusCode).toBe(404);
    expect(response.headers.allow).toBeUndefined();
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
