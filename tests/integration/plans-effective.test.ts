/**
 * The effective plan behind every quota (decision 032): a Pro subscription
 * keeps Pro's limits while active, trialing, or past_due within its 7 days'
 * grace; once the grace has run out, or unpaid, or canceled, Free's limits
 * apply to submissions, generations and the longest answer, and nothing
 * the member made is deleted. The subscription rows are written directly,
 * as the payment provider's webhooks will write them.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { prompts } from '../../src/server/db/schema.ts';
import type { GenerationAllowance } from '../../src/shared/generation-events.ts';
import type { SubmissionQuota } from '../../src/shared/submission-quota.ts';
import type { SubscriptionState } from '../../src/shared/subscription-rules.ts';
import { type FakeAiProviders, startFakeAiProviders } from '../helpers/fake-ai/fake-ai-server.ts';
import { generateJson } from '../helpers/generation.ts';
import { insertPrompt } from '../helpers/prompt-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  bearer,
  createTestUser,
  type TestUser,
  writeTestSubscription,
} from '../helpers/test-users.ts';
import { trpcCall } from '../helpers/trpc-inject.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

let providers: FakeAiProviders;
let testApp: TestApp;

beforeAll(async () => {
  providers = await startFakeAiProviders();
  testApp = await createTestApp({ seed: false, listen: true, env: providers.env });
});

beforeEach(() => providers.reset());

afterAll(async () => {
  await testApp.close();
  await providers.close();
});

interface Case {
  label: string;
  status: SubscriptionState;
  graceUntil?: Date | null;
  limits: 'Pro' | 'Free';
}

const CASES: Case[] = [
  { label: 'active', status: 'active', limits: 'Pro' },
  { label: 'trialing', status: 'trialing', limits: 'Pro' },
  {
    label: 'past_due within the grace',
    status: 'past_due',
    graceUntil: new Date(Date.now() + DAY_MS),
    limits: 'Pro',
  },
  {
    label: 'past_due after the grace',
    status: 'past_due',
    graceUntil: new Date(Date.now() - 1000),
    limits: 'Free',
  },
  { label: 'unpaid', status: 'unpaid', limits: 'Free' },
  { label: 'canceled', status: 'canceled', limits: 'Free' },
];

const EXPECTED = {
  Pro: { monthlySubmissions: null, monthlyGenerations: 1000, maxOutputTokens: 4096 },
  Free: { monthlySubmissions: 1, monthlyGenerations: 100, maxOutputTokens: 1024 },
};

async function proMember(c: Case): Promise<TestUser> {
  const member = await createTestUser(testApp.database.db, { name: `Member ${c.label}` });
  await writeTestSubscription(testApp.database.db, member.id, {
    planId: 'pro',
    status: c.status,
    ...(c.graceUntil === undefined ? {} : { graceUntil: c.graceUntil }),
  });
  return member;
}

function submit(member: TestUser, title: string) {
  return trpcCall(
    testApp.app,
    {
      path: 'prompts.create',
      type: 'mutation',
      input: {
        title,
        description: 'Write about {topic}.',
        categories: ['Writing'],
        model: 'ChatGPT',
      },
    },
    bearer(member),
  );
}

describe.each(CASES)('a Pro subscription $label', (c) => {
  it(`gets ${c.limits}'s limits`, async () => {
    const member = await proMember(c);
    const expected = EXPECTED[c.limits];

    const quota = await trpcCall<SubmissionQuota>(
      testApp.app,
      { path: 'prompts.submissionQuota' },
      bearer(member),
    );
    expect(quota.ok && quota.data).toMatchObject({
      planName: c.limits,
      monthlyLimit: expected.monthlySubmissions,
    });

    const allowance = await trpcCall<GenerationAllowance>(
      testApp.app,
      { path: 'playground.allowance' },
      bearer(member),
    );
    expect(allowance.ok && allowance.data).toMatchObject({
      planName: c.limits,
      limit: expected.monthlyGenerations,
    });

    const run = await generateJson(testApp.baseUrl, { prompt: 'Hello', model: 'ChatGPT' }, member);
    expect(run.status).toBe(200);
    expect((await providers.waitForRequest(() => true)).maxOutputTokens).toBe(
      expected.maxOutputTokens,
    );
  });

  it(`submits as ${c.limits} allows, keeping what the member made`, async () => {
    const member = await proMember(c);
    const earlier = await insertPrompt(testApp.database.db, {
      title: `Made on Pro ${c.label}`,
      status: 'approved',
      createdById: member.id,
      createdAt: new Date(Date.now() - 40 * DAY_MS),
    });
    expect((await submit(member, `First ${c.label}`)).status).toBe(200);
    expect((await submit(member, `Second ${c.label}`)).status).toBe(
      c.limits === 'Free' ? 429 : 200,
    );
    const [kept] = await testApp.database.db
      .select({ n: count() })
      .from(prompts)
      .where(eq(prompts.createdById, member.id));
    expect(kept?.n).toBe(c.limits === 'Free' ? 2 : 3);
    const [stillThere] = await testApp.database.db
      .select({ id: prompts.id })
      .from(prompts)
      .where(eq(prompts.id, earlier));
    expect(stillThere?.id).toBe(earlier);
  });
});

describe('the User object', () => {
  it('says trialing is active in the spec field, and the subscription as stored', async () => {
    const member = await proMember({ label: 'trial', status: 'trialing', limits: 'Pro' });
    const trialEnd = new Date(Date.now() + 10 * DAY_MS);
    await writeTestSubscription(testApp.database.db, member.id, {
      planId: 'pro',
      status: 'trialing',
      trialEnd,
    });
    const me = await trpcCall<{ subscriptionStatus: string; subscription: unknown }>(
      testApp.app,
      { path: 'auth.me' },
      bearer(member),
    );
    expect(me.ok && me.data).toMatchObject({
      subscriptionPlan: 'pro',
      subscriptionStatus: 'active',
      subscription: { planId: 'pro', status: 'trialing', trialEnd, cancelAtPeriodEnd: false },
    });
  });

  it('says past_due, with the grace end, for a past_due subscription', async () => {
    const graceUntil = new Date(Date.now() + 3 * DAY_MS);
    const member = await proMember({
      label: 'late',
      status: 'past_due',
      graceUntil,
      limits: 'Pro',
    });
    const me = await trpcCall(testApp.app, { path: 'auth.me' }, bearer(member));
    expect(me.ok && me.data).toMatchObject({
      subscriptionStatus: 'past_due',
      subscription: { status: 'past_due', graceUntil },
    });
  });
});
