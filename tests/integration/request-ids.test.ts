/**
 * Every log line of a request carries its id, and so does every error
 * answer (decision 028): REST error bodies and the x-request-id header,
 * tRPC error data, Fastify's own lines, failure lines, and a service's
 * line written while it works for a REST request.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema.ts';
import { captureLogs, type LogCapture } from '../helpers/log-capture.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createTestUser } from '../helpers/test-users.ts';

let testApp: TestApp;
let logs: LogCapture;

beforeAll(async () => {
  logs = captureLogs();
  testApp = await createTestApp({
    seed: false,
    env: { LOG_LEVEL: 'info' },
    logStream: logs.stream,
  });
});

afterAll(async () => {
  await testApp.close();
});

const MISSING = '00000000-0000-4000-8000-000000000000';

describe('error answers carry the request id', () => {
  it('in a REST error body, equal to the header', async () => {
    for (const url of [`/api/prompts/${MISSING}`, '/api/prompts/%zz', '/api/nothing-here']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      const id = response.headers['x-request-id'];
      expect(typeof id, url).toBe('string');
      expect(response.json<{ requestId?: string }>().requestId, url).toBe(id);
    }
  });

  it("ignores a caller's own id when no proxy is trusted", async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/prompts/${MISSING}`,
      headers: { 'x-request-id': 'trace-me-42' },
    });
    expect(response.headers['x-request-id']).not.toBe('trace-me-42');
    expect(response.json<{ requestId?: string }>().requestId).toBe(
      response.headers['x-request-id'],
    );
  });

  it("keeps a trusted proxy's id when it is a plain token", async () => {
    const behindProxy = await createTestApp({ seed: false, env: { TRUST_PROXY: 'true' } });
    try {
      const response = await behindProxy.app.inject({
        method: 'GET',
        url: `/api/prompts/${MISSING}`,
        headers: { 'x-request-id': 'trace-me-42' },
      });
      expect(response.headers['x-request-id']).toBe('trace-me-42');
      expect(response.json<{ requestId?: string }>().requestId).toBe('trace-me-42');
    } finally {
      await behindProxy.close();
    }
  });

  it('in tRPC error data', async () => {
    const input = encodeURIComponent(JSON.stringify({ json: { id: MISSING } }));
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/trpc/library.byId?input=${input}`,
    });
    expect(response.statusCode).toBe(404);
    const body = response.json<{ error: { json: { data: { requestId?: string } } } }>();
    expect(body.error.json.data.requestId).toBe(response.headers['x-request-id']);
  });
});

describe('log lines carry the request id', () => {
  it("on Fastify's lines and on a service's line during a REST request", async () => {
    const person = await createTestUser(testApp.database.db);
    await testApp.database.db
      .update(users)
      .set({ avatarKey: 'avatars/gone.png' })
      .where(eq(users.id, person.id));
    // The disk refuses: the service logs that a file of the deleted member stayed.
    const storage = testApp.storage as { delete: (key: string) => Promise<void> };
    const realDelete = storage.delete;
    storage.delete = () => Promise.reject(new Error('the disk refused'));
    try {
      const response = await testApp.app.inject({
        method: 'DELETE',
        url: '/api/users/me',
        headers: bearer(person),
      });
      expect(response.statusCode).toBe(204);
      const id = response.headers['x-request-id'];
      const serviceLine = logs
        .lines()
        .find((line) => line.msg === 'some files of a deleted user could not be removed');
      expect(serviceLine?.reqId).toBe(id);
      const ofRequest = logs.lines().filter((line) => line.reqId === id);
      expect(ofRequest.map((line) => line.msg)).toEqual(
        expect.arrayContaining(['incoming request', 'request completed']),
      );
    } finally {
      storage.delete = realDelete;
    }
    // Every line about a request names it.
    for (const line of logs.lines().filter((entry) => 'req' in entry || 'res' in entry)) {
      expect(line.reqId, JSON.stringify(line)).toEqual(expect.any(String));
    }
  });
});
