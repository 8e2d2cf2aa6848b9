/**
 * The bounds checked before any provider call: the plan's monthly
 * generations, the anonymous daily allowance, runs at once per member;
 * each holding when many requests arrive together.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeAiProviders, startFakeAiProviders } from '../helpers/fake-ai/fake-ai-server.ts';
import { generateJson, startStream, usageRows, useGenerations } from '../helpers/generation.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createTestUser } from '../helpers/test-users.ts';
import { trpcCall } from '../helpers/trpc-inject.ts';
import type { GenerationAllowance } from '../../src/shared/generation-events.ts';

let providers: FakeAiProviders;
let testApp: TestApp;

beforeAll(async () => {
  providers = await startFakeAiProviders();
  testApp = await createTestApp({
    seed: false,
    listen: true,
    env: { ...providers.env, ANONYMOUS_DAILY_GENERATIONS: '3', MAX_CONCURRENT_GENERATIONS: '3' },
  });
});

beforeEach(() => providers.reset());

afterAll(async () => {
  await testApp.close();
  await providers.close();
});

describe('monthly generations per plan', () => {
  it("refuses a Free member's 101st run this month without reaching the provider", async () => {
    const member = await createTestUser(testApp.database.db, { plan: 'free' });
    await useGenerations(testApp.database.db, member.id, 99);
    expect(
      (await generateJson(testApp.baseUrl, { prompt: 'One more', model: 'ChatGPT' }, member))
        .status,
    ).toBe(200);
    providers.reset();
    const refused = await generateJson(
      testApp.baseUrl,
      { prompt: 'And another', model: 'ChatGPT' },
      member,
    );
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('TOO_MANY_REQUESTS');
    expect(refused.body.error).toMatch(
      /^Your Free plan includes 100 generations a month\. You can generate again on \w+ 1, \d{4}, or upgrade your plan in Settings\.$/,
    );
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(providers.requests).toEqual([]);
  });

  it('does not count runs that failed at the provider', async () => {
    const member = await createTestUser(testApp.database.db, { plan: 'free' });
    await useGenerations(testApp.database.db, member.id, 99);
    providers.setBehaviour({ kind: 'fail', status: 500 });
    expect(
      (await generateJson(testApp.baseUrl, { prompt: 'Fails', model: 'ChatGPT' }, member)).status,
    ).toBe(502);
    providers.reset();
    expect(
      (await generateJson(testApp.baseUrl, { prompt: 'Works', model: 'ChatGPT' }, member)).status,
    ).toBe(200);
  });

  it('gives an Enterprise member no monthly limit', async () => {
    const member = await createTestUser(testApp.database.db, { plan: 'enterprise' });
    await useGenerations(testApp.database.db, member.id, 1500);
    const answer = await generateJson(
      testApp.baseUrl,
      { prompt: 'Still going', model: 'Claude' },
      member,
    );
    expect(answer.status).toBe(200);
    expect((await providers.waitForRequest(() => true)).maxOutputTokens).toBe(8192);
  });

  it('admits exactly the remaining allowance when runs race at the limit', async () => {
    const member = await createTestUser(testApp.database.db, { plan: 'free' });
    await useGenerations(testApp.database.db, member.id, 98);
    // Slow answers keep the runs going together; at most 3 at once are allowed anyway.
    providers.setBehaviour({ kind: 'answer', chunkDelayMs: 20 });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        generateJson(testApp.baseUrl, { prompt: `Race ${n}`, model: 'ChatGPT' }, member),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(2);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(6);
    expect(providers.requests).toHaveLength(2);
    const charged = (await usageRows(testApp.database.db, member.id)).filter(
      (row) => row.status !== 'failed',
    );
    expect(charged).toHaveLength(100);
  });
});

describe('chains and the allowance', () => {
  it('refuses a chain whose steps do not all fit in what is left, before any step runs', async () => {
    const member = await createTestUser(testApp.database.db, { plan: 'free' });
    await useGenerations(testApp.database.db, member.id, 98);
    const chain = {
      prompt: 'Step one',
      model: 'ChatGPT',
      chainedPrompts: [{ prompt: 'Step two' }, { prompt: 'Step three' }],
    };
    const refused = await generateJson(testApp.baseUrl, chain, member);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe(
      'This run needs 3 generations and you have 2 left this month. Shorten the chain, or run it when your allowance resets.',
    );
    expect(providers.requests).toEqual([]);
    const allowance = await trpcCall<GenerationAllowance>(
      testApp.app,
      { path: 'playground.allowance', type: 'query' },
      bearer(member),
    );
    expect(allowance.ok && allowance.data).toMatchObject({
      kind: 'member',
      planName: 'Free',
      limit: 100,
      used: 98,
      remaining: 2,
    });
  });

  it('tells a visitor what is left today, and an Enterprise member that nothing runs out', async () => {
    const visitor = await trpcCall<GenerationAllowance>(testApp.app, {
      path: 'playground.allowance',
      type: 'query',
    });
    expect(visitor.ok && visitor.data).toMatchObject({ kind: 'visitor', planName: null, limit: 3 });
    const member = await createTestUser(testApp.database.db, { plan: 'enterprise' });
    const unlimited = await trpcCall<GenerationAllowance>(
      testApp.app,
      { path: 'playground.allowance', type: 'query' },
      bearer(member),
    );
    expect(unlimited.ok && unlimited.data).toMatchObject({ limit: null, remaining: null });
  });
});

describe('runs at once', () => {
  it('refuses a fourth run while three are going, and admits it once one ends', async () => {
    const member = await createTestUser(testApp.database.db, { plan: 'pro' });
    providers.setBehaviour({ kind: 'hang' });
    const controllers = [0, 1, 2].map(() => new AbortController());
    const streams = await Promise.all(
      controllers.map((controller, n) =>
        startStream(
          testApp.baseUrl,
          { prompt: `Hang ${n}`, model: 'ChatGPT' },
          { user: member, signal: controller.signal },
        ),
      ),
    );
    expect(streams.map((response) => response.status)).toEqual([200, 200, 200]);
    const fourth = await generateJson(
      testApp.baseUrl,
      { prompt: 'Fourth', model: 'ChatGPT' },
      member,
    );
    expect(fourth.status).toBe(429);
    expect(fourth.body.error).toBe(
      'You already have 3 runs going. Wait for one to finish, or stop one, then try again.',
    );
    await Promise.all(
      providers.requests
        .map((request) => request)
        .slice(0, 3)
        .map(async (request, n) => {
          controllers[n]?.abort();
          await providers.waitForAbort(request);
        }),
    );
    await expect
      .poll(
        async () =>
          (await usageRows(testApp.database.db, member.id)).filter(
            (row) => row.status === 'running',
          ).length,
      )
      .toBe(0);
    providers.reset();
    expect(
      (await generateJson(testApp.baseUrl, { prompt: 'Now', model: 'ChatGPT' }, member)).status,
    ).toBe(200);
  });
});

describe('anonymous visitors', () => {
  it('get a small daily allowance per address, shared by parallel requests', async () => {
    // A fresh app: its own addresses' counts start at zero.
    const visitorsApp = await createTestApp({
      seed: false,
      listen: true,
      env: { ...providers.env, ANONYMOUS_DAILY_GENERATIONS: '3' },
    });
    try {
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, n) =>
          generateJson(visitorsApp.baseUrl, { prompt: `Visitor ${n}`, model: 'Gemini' }),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 429, 429, 429]);
      const refused = answers.find((answer) => answer.status === 429);
      expect(refused?.body.error).toBe(
        "You have used today's 3 free generations. Sign in to keep going with a free account's monthly allowance, or come back after midnight UTC.",
      );
      // A member from the same address has their own plan.
      const member = await createTestUser(visitorsApp.database.db);
      expect(
        (await generateJson(visitorsApp.baseUrl, { prompt: 'Member', model: 'Gemini' }, member))
          .status,
      ).toBe(200);
    } finally {
      await visitorsApp.close();
    }
  });
});
