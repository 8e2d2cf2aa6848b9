/**
 * Disabling an account while its owner signs in: whatever session the
 * sign-in manages to create around the disabling, it must not come alive
 * when an admin enables the account again (enabling revives no session).
 * On Postgres the two calls are queued on the member's row in both orders
 * (admin-race.ts); PGlite runs one statement at a time, so there they only
 * interleave.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearerOf,
  login,
  registerAccount,
  sendJson,
  type SignedInJson,
} from '../helpers/accounts.ts';
import { type DoorOutcome, setUserStatus } from '../helpers/admin-doors.ts';
import { queueOnHeldRows } from '../helpers/admin-race.ts';
import type { JsonResponse } from '../helpers/rest-json.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTestUser, type TestUser } from '../helpers/test-users.ts';

let testApp: TestApp;
let admin: TestUser;

beforeAll(async () => {
  testApp = await createTestApp({ seed: false });
  admin = await createTestUser(testApp.database.db, { role: 'admin', name: 'Gia Gatekeeper' });
});

afterAll(async () => {
  await testApp.close();
});

type Outcome = DoorOutcome<unknown> | JsonResponse<SignedInJson>;

function me(token: string) {
  return sendJson(testApp.app, { method: 'GET', url: '/api/users/me', headers: bearerOf(token) });
}

describe.each([
  ['the disabling', 'disable first'],
  ['the sign-in', 'sign in first'],
] as const)(
  'a sign-in racing the disabling of the account, %s taking the row first',
  (_first, order) => {
    it('leaves no session that enabling brings back', async () => {
      const person = await registerAccount(testApp.app, { name: `Racer ${order}` });
      const id = person.user._id;
      const disable = () => setUserStatus(testApp.app, 'rest', admin, { id, status: 'disabled' });
      const signIn = () => login(testApp.app, person, '198.51.100.20');
      const sends: (() => Promise<Outcome>)[] =
        order === 'disable first' ? [disable, signIn] : [signIn, disable];
      const { results } = await queueOnHeldRows<Outcome>(
        testApp.database,
        { table: 'users', ids: [id] },
        sends,
      );
      const [disabled, signedIn] = (
        order === 'disable first' ? results : [...results].reverse()
      ) as [DoorOutcome<unknown>, JsonResponse<SignedInJson>];
      expect(disabled.status).toBe(200);
      expect([200, 403]).toContain(signedIn.status);
      const tokens = [person.token];
      if (signedIn.status === 200) tokens.push(signedIn.body.token);

      // While disabled, no token signs anyone in.
      for (const token of tokens) expect([401, 403]).toContain((await me(token)).status);

      const enabled = await setUserStatus(testApp.app, 'trpc', admin, { id, status: 'active' });
      expect(enabled.status).toBe(200);
      for (const token of tokens) expect((await me(token)).status).toBe(401);
      // Signing in afresh works.
      const fresh = await login(testApp.app, person, '198.51.100.21');
      expect(fresh.status).toBe(200);
      expect((await me(fresh.body.token)).status).toBe(200);
    });
  },
);
