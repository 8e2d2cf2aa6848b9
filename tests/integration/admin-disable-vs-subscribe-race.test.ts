/**
 * Disabling an account while its owner changes plan, over real sockets:
 * 50 subscribe calls (both doors) are in flight when the admin disables
 * the account, and 50 more follow. The account's state has a column of its
 * own that no plan write touches, so none of them turns it back on (issue
 * 21: the plan write used to set the shared column to 'active').
 */
import superjson from 'superjson';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISABLED_MESSAGE } from '../../src/shared/account-disabled.ts';
import { users } from '../../src/server/db/schema.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTestUser, type TestUser } from '../helpers/test-users.ts';

let testApp: TestApp;
let admin: TestUser;

beforeAll(async () => {
  // Self-serve plans, so the paid changes race the disabling too.
  testApp = await createTestApp({ seed: false, listen: true, env: { PLANS_SELF_SERVE: 'true' } });
  admin = await createTestUser(testApp.database.db, { role: 'admin', name: 'Ines Lockdown' });
});

afterAll(async () => {
  await testApp.close();
});

const PLANS = ['pro', 'enterprise', 'free'] as const;

function send(path: string, token: string, init: { method?: string; body?: unknown } = {}) {
  return fetch(`${testApp.baseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

/** Half over REST, half over tRPC; each answers 200 or, once disabled, 403. */
async function subscribe(token: string, n: number): Promise<number> {
  const planId = PLANS[n % PLANS.length];
  const response =
    n % 2 === 0
      ? await send('/api/users/subscribe', token, { method: 'POST', body: { planId } })
      : await send('/trpc/account.subscribe', token, {
          method: 'POST',
          body: superjson.serialize({ planId }),
        });
  await response.arrayBuffer();
  return response.status;
}

describe('disabling an account while it changes plan', () => {
  it('leaves it disabled, every session refused with the reason', async () => {
    const member = await createTestUser(testApp.database.db, { name: 'Pablo Planhopper' });
    const before = Array.from({ length: 50 }, (_, n) => subscribe(member.token, n));
    const disabled = await send(`/api/admin/users/${member.id}/status`, admin.token, {
      method: 'PUT',
      body: { status: 'disabled' },
    });
    const after = Array.from({ length: 50 }, (_, n) => subscribe(member.token, n));
    const statuses = await Promise.all([...before, ...after]);

    expect(disabled.status).toBe(200);
    expect(statuses.filter((status) => status !== 200 && status !== 403)).toEqual([]);
    // Whatever came after the disabling was refused at the door.
    expect(statuses.slice(50).filter((status) => status !== 403)).toEqual([]);

    const [row] = await testApp.database.db.select().from(users).where(eq(users.id, member.id));
    expect(row?.status).toBe('disabled');
    const me = await send('/api/users/me', member.token);
    expect(me.status).toBe(403);
    expect(await me.json()).toMatchObject({ error: DISABLED_MESSAGE, code: 'FORBIDDEN' });

    const listed = await send(`/api/admin/users?status=disabled&search=Planhopper`, admin.token);
    const page = (await listed.json()) as { users: { status: string }[] };
    expect(page.users).toEqual([
      expect.objectContaining({ status: 'disabled', subscriptionStatus: 'disabled' }),
    ]);
  });
});
