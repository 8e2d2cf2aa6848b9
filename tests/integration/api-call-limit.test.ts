/**
 * The plans' monthly API calls (decision 034): each request a key makes
 * that reaches a handler counts against its owner's plan; at the limit the
 * answer is 429 with Retry-After until next month, exact when many calls
 * race at the edge; refused credentials, refused scopes, bad input, 429s
 * and server errors never count.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCallCounts } from '../../src/server/db/schema.ts';
import { PLANS } from '../../src/shared/plans.ts';
import { callsThisMonth, thisMonth } from '../helpers/api-call-counts.ts';
import { keyCaller, type MadeKey, makeApiKey } from '../helpers/api-keys.ts';
import { type FakeAiProviders, startFakeAiProviders } from '../helpers/fake-ai/fake-ai-server.ts';
import { generateJson, useGenerations } from '../helpers/generation.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createTestUser, type TestUser } from '../helpers/test-users.ts';
import { trpcCall } from '../helpers/trpc-inject.ts';

let testApp: TestApp;
let providers: FakeAiProviders;

beforeAll(async () => {
  providers = await startFakeAiProviders();
  testApp = await createTestApp({ seed: false, listen: true, env: providers.env });
});

afterAll(async () => {
  await testApp.close();
  await providers.close();
});

function callsOf(userId: string): Promise<number> {
  return callsThisMonth(testApp.database.db, userId);
}

async function setCalls(userId: string, calls: number): Promise<void> {
  await testApp.database.db
    .insert(apiCallCounts)
    .values({ userId, month: thisMonth(), calls })
    .onConflictDoUpdate({ target: [apiCallCounts.userId, apiCallCounts.month], set: { calls } });
}

/** One call over real HTTP, as an integrator makes it. */
async function get(
  path: string,
  owner: TestUser,
  key: MadeKey | null,
  headers: Record<string, string> = {},
) {
  return fetch(`${testApp.baseUrl}${path}`, {
    headers: { ...(key ? bearer(keyCaller(owner, key)) : bearer(owner)), ...headers },
  });
}

async function keyedMember(plan: string): Promise<{ member: TestUser; key: MadeKey }> {
  const member = await createTestUser(testApp.database.db, { plan });
  return { member, key: await makeApiKey(testApp.app, member, { scopes: ['read', 'write'] }) };
}

describe('the plans', () => {
  it('allow the spec monthly calls: Free 100, Pro 1,000, Enterprise unlimited', () => {
    expect(Object.fromEntries(PLANS.map((plan) => [plan.id, plan.monthlyApiCalls]))).toEqual({
      free: 100,
      pro: 1000,
      enterprise: null,
    });
  });
});

describe('counting', () => {
  it('counts each keyed call that reaches a handler, and never session calls', async () => {
    const { member, key } = await keyedMember('free');
    expect((await get('/api/users/me', member, key)).status).toBe(200);
    expect((await get('/api/prompts', member, key)).status).toBe(200);
    expect((await get('/api/users/me', member, null)).status).toBe(200);
    expect(await callsOf(member.id)).toBe(2);
  });

  it('does not count 401s, scope refusals, bad input or 404s before the handler', async () => {
    const { member, key } = await keyedMember('free');
    const revoked = await makeApiKey(testApp.app, member);
    await fetch(`${testApp.baseUrl}/api/users/me/api-keys/${revoked.id}`, {
      method: 'DELETE',
      headers: bearer(member),
    });
    expect((await get('/api/users/me', member, revoked)).status).toBe(401);
    expect((await get('/api/admin/users', member, key)).status).toBe(403);
    expect((await get('/api/prompts?page=0', member, key)).status).toBe(400);
    expect(await callsOf(member.id)).toBe(0);
    // A 404 from the service reached the handler: that is a call.
    expect(
      (await get('/api/prompts/00000000-0000-4000-8000-000000000000', member, key)).status,
    ).toBe(404);
    expect(await callsOf(member.id)).toBe(1);
  });

  it('gives an Enterprise member no limit, while still counting', async () => {
    const { member, key } = await keyedMember('enterprise');
    await setCalls(member.id, 50_000);
    expect((await get('/api/users/me', member, key)).status).toBe(200);
    expect(await callsOf(member.id)).toBe(50_001);
  });

  it('shows this month usage against the plan in Settings (tRPC)', async () => {
    const { member } = await keyedMember('pro');
    await setCalls(member.id, 12);
    const mine = await trpcCall<{ usage: { used: number; limit: number | null; resetsAt: Date } }>(
      testApp.app,
      { path: 'apiKeys.mine' },
      bearer(member),
    );
    if (!mine.ok) throw new Error('no usage');
    expect(mine.data.usage).toMatchObject({ used: 12, limit: 1000 });
    expect(new Date(mine.data.usage.resetsAt).getUTCDate()).toBe(1);
  });
});

describe('the limit', () => {
  it('answers 429 with Retry-After to the next month once the calls are used', async () => {
    const { member, key } = await keyedMember('free');
    await setCalls(member.id, 99);
    expect((await get('/api/users/me', member, key)).status).toBe(200);
    const refused = await get('/api/users/me', member, key);
    expect(refused.status).toBe(429);
    const body = (await refused.json()) as { error: string; code: string };
    expect(body.code).toBe('TOO_MANY_REQUESTS');
    expect(body.error).toMatch(/^Your Free plan includes 100 API calls a month\./);
    const retryAfter = Number(refused.headers.get('retry-after'));
    const now = new Date();
    const nextMonth = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
    expect(Math.abs(retryAfter - (nextMonth - now.getTime()) / 1000)).toBeLessThan(60);
    expect(await callsOf(member.id)).toBe(100);
    // The web app's session calls are not API calls: they go on.
    expect((await get('/api/users/me', member, null)).status).toBe(200);
  });

  it('admits exactly the calls left when 20 race at the edge', async () => {
    const { member, key } = await keyedMember('free');
    await setCalls(member.id, 95);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => get('/api/users/me', member, key)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    for (const answer of answers.filter((each) => each.status === 429))
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await callsOf(member.id)).toBe(100);
  });

  it("counts the calls of all an owner's keys together", async () => {
    const { member, key } = await keyedMember('free');
    await setCalls(member.id, 90);
    const other = await makeApiKey(testApp.app, member, { scopes: ['read'] });
    // Two keys of one owner share the owner's count.
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) => get('/api/prompts', member, n % 2 ? key : other)),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(10);
    expect(await callsOf(member.id)).toBe(100);
  });
});

describe('answers that give the call back', () => {
  it('does not count a run the provider failed (502) or the plan refused (429)', async () => {
    const member = await createTestUser(testApp.database.db, { plan: 'free' });
    const key = await makeApiKey(testApp.app, member, { scopes: ['generate'] });
    const caller = keyCaller(member, key);
    providers.setBehaviour({ kind: 'fail', status: 500 });
    const failed = await generateJson(
      testApp.baseUrl,
      { prompt: 'Fails', model: 'ChatGPT' },
      caller,
    );
    expect(failed.status).toBe(502);
    providers.reset();
    await useGenerations(testApp.database.db, member.id, 100);
    const refused = await generateJson(
      testApp.baseUrl,
      { prompt: 'Over', model: 'ChatGPT' },
      caller,
    );
    expect(refused.status).toBe(429);
    await expect.poll(() => callsOf(member.id)).toBe(0);
  });
});
