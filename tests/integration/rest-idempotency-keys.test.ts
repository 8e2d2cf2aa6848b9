/**
 * Idempotency-Key on the REST routes that create something (issue 26,
 * decision 042): a retry gets the first answer, a key reused with another
 * body 422, parallel retries make one resource, keys are the member's own,
 * a secret is never shown twice, and claims expire after a day.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiKeys,
  collections,
  idempotencyClaims,
  promptVersions,
  prompts,
  submissionEntries,
} from '../../src/server/db/schema.ts';
import {
  claimIdempotencyKey,
  pruneExpiredIdempotencyClaims,
  requestHashOf,
} from '../../src/server/services/idempotency/idempotency-claims.ts';
import { sendJson } from '../helpers/accounts.ts';
import { keyCaller, makeApiKey } from '../helpers/api-keys.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createTestUser, type TestUser } from '../helpers/test-users.ts';

let testApp: TestApp;
let member: TestUser;
let other: TestUser;

beforeAll(async () => {
  testApp = await createTestApp();
  const { db } = testApp.database;
  member = await createTestUser(db, { name: 'Retry Member', plan: 'enterprise' });
  other = await createTestUser(db, { name: 'Other Member', plan: 'enterprise' });
});

afterAll(async () => {
  await testApp.close();
});

function newPrompt(title: string, topic = 'retries') {
  return {
    title,
    description: `Write a short note about {topic}.`,
    categories: ['Writing'],
    model: 'ChatGPT',
    variables: [{ name: 'topic', defaultValue: topic }],
  };
}

function submit(caller: TestUser, key: string | undefined, payload: unknown) {
  return sendJson<{ prompt: { _id: string; title: string } }>(testApp.app, {
    method: 'POST',
    url: '/api/prompts',
    headers: { ...bearer(caller), ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload,
  });
}

async function promptsTitled(title: string): Promise<number> {
  const [row] = await testApp.database.db
    .select({ n: count() })
    .from(prompts)
    .where(eq(prompts.title, title));
  return row?.n ?? 0;
}

describe('POST /api/prompts with an Idempotency-Key', () => {
  it('replays the first answer to a retry and makes no second prompt', async () => {
    const title = 'Idempotent first prompt';
    const first = await submit(member, 'retry-1', newPrompt(title));
    expect(first.status).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await submit(member, 'retry-1', newPrompt(title));
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.location).toBe(first.headers.location);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await promptsTitled(title)).toBe(1);
  });

  it('treats the same body with its fields in another order as the same request', async () => {
    const title = 'Idempotent reordered';
    const body = newPrompt(title);
    const first = await submit(member, 'retry-order', body);
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const again = await submit(member, 'retry-order', reordered);
    expect(again.status).toBe(first.status);
    expect(again.body).toEqual(first.body);
    expect(await promptsTitled(title)).toBe(1);
  });

  it('answers 422 to the key reused with another body, and changes nothing', async () => {
    const title = 'Idempotent other body';
    expect((await submit(member, 'retry-2', newPrompt(title))).status).toBe(201);
    const reused = await submit(member, 'retry-2', newPrompt(title, 'something else'));
    expect(reused.status).toBe(422);
    expect(JSON.stringify(reused.body)).toContain('Idempotency-Key');
    const renamed = await submit(member, 'retry-2', newPrompt(`${title} renamed`));
    expect(renamed.status).toBe(422);
    expect(await promptsTitled(title)).toBe(1);
    expect(await promptsTitled(`${title} renamed`)).toBe(0);
  });

  it('makes exactly one prompt from 10 parallel requests with one key', async () => {
    const title = 'Idempotent parallel';
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => submit(member, 'parallel-1', newPrompt(title))),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(201));
    const ids = new Set(answers.map((answer) => answer.body.prompt._id));
    expect(ids.size).toBe(1);
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'])).toHaveLength(9);
    expect(await promptsTitled(title)).toBe(1);
  });

  it("keeps each member's keys apart", async () => {
    const title = 'Idempotent two members';
    const mine = await submit(member, 'shared-words', newPrompt(title));
    const theirs = await submit(other, 'shared-words', newPrompt(title));
    expect(mine.status).toBe(201);
    expect(theirs.status).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.body.prompt._id).not.toBe(mine.body.prompt._id);
    expect(await promptsTitled(title)).toBe(2);
  });

  it("shares a member's keys between their session and their API keys", async () => {
    const title = 'Idempotent session then key';
    const key = await makeApiKey(testApp.app, member, { scopes: ['read', 'write'] });
    const bySession = await submit(member, 'session-and-key', newPrompt(title));
    const byKey = await submit(keyCaller(member, key), 'session-and-key', newPrompt(title));
    expect(byKey.status).toBe(201);
    expect(byKey.body).toEqual(bySession.body);
    expect(byKey.headers['idempotent-replayed']).toBe('true');
    expect(await promptsTitled(title)).toBe(1);
  });

  it('refuses malformed keys with 400 before doing anything', async () => {
    const title = 'Idempotent bad key';
    for (const bad of ['k'.repeat(256), 'tab\there', 'clé', '   ']) {
      const answer = await submit(member, bad, newPrompt(title));
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(JSON.stringify(answer.body)).toContain('Idempotency-Key');
    }
    expect(await promptsTitled(title)).toBe(0);
    const longest = await submit(member, 'k'.repeat(255), newPrompt(title));
    expect(longest.status).toBe(201);
  });

  it('makes a prompt per request without a key, as before', async () => {
    const title = 'Idempotent no key';
    await submit(member, undefined, newPrompt(title));
    await submit(member, undefined, newPrompt(title));
    expect(await promptsTitled(title)).toBe(2);
  });
});

describe('the other creating POSTs', () => {
  function post(url: string, key: string, payload: unknown) {
    return sendJson<{ collection?: { _id: string }; version?: { number: number } }>(testApp.app, {
      method: 'POST',
      url,
      headers: { ...bearer(member), 'idempotency-key': key },
      payload,
    });
  }

  it('makes one collection from 10 parallel requests with one key', async () => {
    const title = 'Idempotent shelf';
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post('/api/collections', 'shelf-1', { title })),
    );
    const made = new Set(answers.map((answer) => answer.body.collection?._id));
    expect(made.size).toBe(1);
    expect(answers.every((answer) => answer.status === 201 || answer.status === 409)).toBe(true);
    const rows = await testApp.database.db
      .select({ id: collections.id })
      .from(collections)
      .where(and(eq(collections.ownerId, member.id), eq(collections.title, title)));
    expect(rows).toHaveLength(1);
  });

  it('restores a version once when the restore is retried', async () => {
    const created = await submit(member, undefined, newPrompt('Idempotent restore'));
    const id = created.body.prompt._id;
    const edited = await sendJson(testApp.app, {
      method: 'PUT',
      url: `/api/prompts/${id}`,
      headers: bearer(member),
      payload: { ...newPrompt('Idempotent restore, second take') },
    });
    expect(edited.status).toBe(200);
    const url = `/api/prompts/${id}/versions/1/restore`;
    const first = await post(url, 'restore-1', {});
    const again = await post(url, 'restore-1', {});
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.version?.number).toBe(first.body.version?.number);
    const [row] = await testApp.database.db
      .select({ n: count() })
      .from(promptVersions)
      .where(eq(promptVersions.promptId, id));
    expect(row?.n).toBe(3);
  });

  it('sends a private prompt to review once when the submit is retried', async () => {
    const created = await submit(member, undefined, {
      ...newPrompt('Idempotent private submit'),
      visibility: 'private',
    });
    const id = created.body.prompt._id;
    const url = `/api/prompts/${id}/submit`;
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(url, 'submit-1', {})));
    // Without the key, every retry after the first would hear 409 "not private".
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(201));
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'])).toHaveLength(9);
    expect(new Set(answers.map((answer) => answer.headers.location))).toEqual(
      new Set([`/api/prompts/${id}`]),
    );
    const [row] = await testApp.database.db
      .select({ n: count() })
      .from(submissionEntries)
      .where(eq(submissionEntries.promptId, id));
    expect(row?.n).toBe(1);
  });
});

describe('routes whose answer shows a secret once', () => {
  function createKey(key: string, name: string) {
    return sendJson<{ apiKey: { _id: string }; key?: string; message?: string }>(testApp.app, {
      method: 'POST',
      url: '/api/users/me/api-keys',
      headers: { ...bearer(other), 'idempotency-key': key },
      payload: { name, scopes: ['read'] },
    });
  }

  async function keysNamed(name: string): Promise<number> {
    const [row] = await testApp.database.db
      .select({ n: count() })
      .from(apiKeys)
      .where(and(eq(apiKeys.userId, other.id), eq(apiKeys.name, name)));
    return row?.n ?? 0;
  }

  it('answers a retry of key creation 409 with its Location, never the key again', async () => {
    const first = await createKey('make-key-1', 'Retried key');
    expect(first.status).toBe(201);
    expect(first.body.key).toMatch(/^ph_/);
    const again = await createKey('make-key-1', 'Retried key');
    expect(again.status).toBe(409);
    expect(again.headers.location).toBe(first.headers.location);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(JSON.stringify(again.body)).not.toContain(String(first.body.key));
    expect(await keysNamed('Retried key')).toBe(1);
    const stored = await testApp.database.db
      .select({ body: idempotencyClaims.responseBody })
      .from(idempotencyClaims)
      .where(eq(idempotencyClaims.idempotencyKey, 'make-key-1'));
    expect(stored).toEqual([{ body: null }]);
    expect((await createKey('make-key-1', 'Another name')).status).toBe(422);
  });
});

describe('claims in the database', () => {
  const hash = requestHashOf('POST /api/test', { body: { n: 1 } });

  it('answers 409 when the first request is still running after the wait', async () => {
    const { db } = testApp.database;
    const first = await claimIdempotencyKey(db, {
      userId: member.id,
      key: 'slow',
      requestHash: hash,
    });
    expect(first.kind).toBe('claimed');
    const startedAt = Date.now();
    await expect(
      claimIdempotencyKey(
        db,
        { userId: member.id, key: 'slow', requestHash: hash },
        { waitMs: 300 },
      ),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(300);
  });

  it('lets a retry take over a claim abandoned for five minutes, with the same body only', async () => {
    const { db } = testApp.database;
    await claimIdempotencyKey(db, { userId: member.id, key: 'crashed', requestHash: hash });
    await db
      .update(idempotencyClaims)
      .set({ createdAt: sql`now() - interval '6 minutes'` })
      .where(eq(idempotencyClaims.idempotencyKey, 'crashed'));
    const otherHash = requestHashOf('POST /api/test', { body: { n: 2 } });
    await expect(
      claimIdempotencyKey(db, { userId: member.id, key: 'crashed', requestHash: otherHash }),
    ).rejects.toMatchObject({ code: 'UNPROCESSABLE_CONTENT' });
    const retried = await claimIdempotencyKey(db, {
      userId: member.id,
      key: 'crashed',
      requestHash: hash,
    });
    expect(retried.kind).toBe('claimed');
  });

  it('forgets keys after a day: the sweep removes them and a reuse runs anew', async () => {
    const { db } = testApp.database;
    const title = 'Idempotent expired';
    expect((await submit(member, 'day-old', newPrompt(title))).status).toBe(201);
    expect((await submit(member, 'day-old-2', newPrompt(`${title} 2`))).status).toBe(201);
    await db
      .update(idempotencyClaims)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyClaims.userId, member.id));
    // Before the sweep, an expired key is free again, even with another body.
    const reused = await submit(member, 'day-old', newPrompt(`${title} again`));
    expect(reused.status).toBe(201);
    expect(reused.headers['idempotent-replayed']).toBeUndefined();
    const removed = await pruneExpiredIdempotencyClaims(db);
    expect(removed).toBeGreaterThanOrEqual(1);
    const left = await db
      .select({ key: idempotencyClaims.idempotencyKey })
      .from(idempotencyClaims)
      .where(eq(idempotencyClaims.userId, member.id));
    expect(left.map((row) => row.key)).toEqual(['day-old']);
  });
});
