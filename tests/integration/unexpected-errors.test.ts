/**
 * An unexpected failure (here: a database constraint the services do not
 * know about) answers the same generic message and a request id on both
 * doors, and the server log keeps the detail without the query's bound
 * values: no password hash, no session token hash, no email.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshEmail, PASSWORD, registerAccount, sendJson } from '../helpers/accounts.ts';
import { captureLogs } from '../helpers/log-capture.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const GENERIC = 'Something went wrong on our side';
const BOOM_NAME = 'Unexpected Failure';
const BOOM_AGENT = 'unexpected-agent/1.0';
const logs = captureLogs();
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({
    seed: false,
    env: { LOG_LEVEL: 'info' },
    logStream: logs.stream,
  });
  // Failures the code does not expect: inserts the database itself refuses.
  await testApp.database.exec(`
    alter table users add constraint test_refuses_name check (name <> '${BOOM_NAME}');
    alter table sessions add constraint test_refuses_agent check (user_agent <> '${BOOM_AGENT}');
  `);
});

afterAll(async () => {
  await testApp.close();
});

/** Nothing a failed query carried may reach the log or the caller. */
function expectNoSecrets(text: string, email: string) {
  expect(text).not.toContain('$argon2');
  expect(text).not.toMatch(/\b[0-9a-f]{64}\b/); // a SHA-256 token hash
  expect(text).not.toContain(email);
  expect(text).not.toContain(PASSWORD);
}

function logLinesFor(requestId: string) {
  return logs.lines().filter((line) => line.reqId === requestId);
}

/** The SQL text the log kept for that request's failure (never its values). */
function loggedQueries(requestId: string): string[] {
  return logLinesFor(requestId).flatMap((line) => {
    const err = line.err as { query?: string; cause?: { query?: string } } | undefined;
    return [err?.query, err?.cause?.query].filter((query) => query !== undefined);
  });
}

describe('on the REST door', () => {
  it('answers 500 with the generic message and the request id; the log has no hash', async () => {
    const email = freshEmail('boom');
    const response = await sendJson<Record<string, unknown>>(testApp.app, {
      method: 'POST',
      url: '/api/users/register',
      payload: { name: BOOM_NAME, email, password: PASSWORD },
    });
    const requestId = response.headers['x-request-id'];
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ error: GENERIC, code: 'INTERNAL', requestId });
    const logged = logLinesFor(String(requestId));
    expect(logged.some((line) => line.msg === 'request failed')).toBe(true);
    expect(loggedQueries(String(requestId)).join()).toContain('insert into "users"');
    expectNoSecrets(logs.text(), email);
  });

  it('keeps a session token hash out of the log when a session cannot be stored', async () => {
    const account = await registerAccount(testApp.app);
    const response = await sendJson<Record<string, unknown>>(testApp.app, {
      method: 'POST',
      url: '/api/users/login',
      payload: { email: account.email, password: account.password },
      headers: { 'user-agent': BOOM_AGENT },
    });
    expect(response.status).toBe(500);
    expect(response.body).toMatchObject({ error: GENERIC, code: 'INTERNAL' });
    expect(loggedQueries(String(response.headers['x-request-id'])).join()).toContain(
      'insert into "sessions"',
    );
    expectNoSecrets(logs.text(), account.email);
  });
});

describe('on the tRPC door', () => {
  it('answers 500 with the generic message and the request id; the log has no hash', async () => {
    const email = freshEmail('boom');
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/trpc/auth.register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ json: { name: BOOM_NAME, email, password: PASSWORD } }),
    });
    expect(response.statusCode).toBe(500);
    const requestId = String(response.headers['x-request-id']);
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const { error } = response.json<{ error: { json: Record<string, unknown> } }>();
    expect(error.json.message).toBe(GENERIC);
    expect(error.json.data).toMatchObject({
      code: 'INTERNAL_SERVER_ERROR',
      requestId,
      path: 'auth.register',
    });
    expect(response.body).not.toContain('insert');
    expect(response.body).not.toContain('stack');
    const logged = logLinesFor(requestId);
    expect(logged.some((line) => line.msg === 'procedure failed')).toBe(true);
    expectNoSecrets(logs.text(), email);
  });
});
