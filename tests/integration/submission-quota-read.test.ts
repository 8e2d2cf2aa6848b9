/**
 * prompts.submissionQuota: what a member's plan allows this month and what
 * is left, read before the form is typed (issue 21, item 11). It follows
 * the same count the submission itself is refused by.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubmissionQuota } from '../../src/shared/submission-quota.ts';
import { insertPrompt } from '../helpers/prompt-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createTestUser, type TestUser } from '../helpers/test-users.ts';
import { trpcCall } from '../helpers/trpc-inject.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ seed: true });
});

afterAll(async () => {
  await testApp.close();
});

async function quotaOf(user: TestUser | null) {
  return trpcCall<SubmissionQuota>(testApp.app, { path: 'prompts.submissionQuota' }, bearer(user));
}

function nextMonthUtc(): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString();
}

describe('a member reads their submission quota', () => {
  it('Free: 1 a month, 1 left, renewing on the first of next month (UTC)', async () => {
    const member = await createTestUser(testApp.database.db, { plan: 'free' });
    const read = await quotaOf(member);
    expect(read).toMatchObject({
      status: 200,
      data: {
        planName: 'Free',
        monthlyLimit: 1,
        used: 0,
        remaining: 1,
        renewsAt: nextMonthUtc(),
      },
    });
  });

  it('none left once this month’s prompt exists, and the submission is refused alike', async () => {
    const member = await createTestUser(testApp.database.db, { plan: 'free' });
    await insertPrompt(testApp.database.db, {
      title: 'This month',
      status: 'pending',
      createdById: member.id,
    });
    const read = await quotaOf(member);
    expect(read).toMatchObject({ status: 200, data: { used: 1, remaining: 0 } });
    const refused = await trpcCall(
      testApp.app,
      {
        path: 'prompts.create',
        type: 'mutation',
        input: {
          title: 'One more',
          description: 'Write about {topic}.',
          categories: ['Writing'],
          model: 'ChatGPT',
        },
      },
      bearer(member),
    );
    expect(refused.status).toBe(429);
  });

  it('Pro: unlimited, nothing counted down', async () => {
    const member = await createTestUser(testApp.database.db, { plan: 'pro' });
    const read = await quotaOf(member);
    expect(read).toMatchObject({
      status: 200,
      data: { planName: 'Pro', monthlyLimit: null, remaining: null },
    });
  });

  it('a visitor is told to sign in (401)', async () => {
    expect((await quotaOf(null)).status).toBe(401);
  });
});
