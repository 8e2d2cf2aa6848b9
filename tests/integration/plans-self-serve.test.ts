/**
 * PLANS_SELF_SERVE=true (decision 032): every plan is free to choose, at
 * once and with no payment, on both doors; plan requests have no purpose
 * and are refused (409).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOORS } from '../helpers/admin-doors.ts';
import { requestPlan, subscribe } from '../helpers/plan-doors.ts';
import { sendJson } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createTestUser } from '../helpers/test-users.ts';
import { trpcCall } from '../helpers/trpc-inject.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ seed: false, env: { PLANS_SELF_SERVE: 'true' } });
});

afterAll(async () => {
  await testApp.close();
});

describe.each(DOORS)('self-serve plans (%s door)', (door) => {
  it('lets a member choose any plan, active at once', async () => {
    const member = await createTestUser(testApp.database.db);
    for (const planId of ['pro', 'enterprise', 'free']) {
      const chosen = await subscribe(testApp.app, door, member, { planId });
      expect(chosen).toMatchObject({
        status: 200,
        data: { subscriptionPlan: planId, subscription: { planId, status: 'active' } },
      });
    }
  });

  it('refuses plan requests, which have nothing to ask for', async () => {
    const member = await createTestUser(testApp.database.db);
    const asked = await requestPlan(testApp.app, door, member, { planId: 'pro' });
    expect(asked.status).toBe(409);
    expect(asked.error?.message).toMatch(/free to choose/);
  });
});

describe('the mode, as the screens and integrators read it', () => {
  it('is self-serve on both doors', async () => {
    const member = await createTestUser(testApp.database.db);
    const choice = await trpcCall(testApp.app, { path: 'account.planChoice' }, bearer(member));
    expect(choice.ok && choice.data).toEqual({
      mode: 'self-serve',
      planRequest: null,
      trialAvailable: false,
    });
    const plans = await sendJson<{ mode: string }>(testApp.app, {
      method: 'GET',
      url: '/api/users/plans',
    });
    expect(plans.body.mode).toBe('self-serve');
  });
});
