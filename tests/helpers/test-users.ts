/**
 * Users and sessions for tests, created straight in the database (as a
 * fixture, not by clicking through sign-in), so every test can act as
 * anonymous, user, owner, admin or disabled user.
 */
import { randomBytes } from 'node:crypto';
import type { Database } from '../../src/server/db/client.ts';
import { sessions, users } from '../../src/server/db/schema.ts';
import {
  hashSessionToken,
  newSessionToken,
  SESSION_LIFETIME_MS,
} from '../../src/server/auth/session-tokens.ts';
import type { SubscriptionStatus, UserRole } from '../../src/shared/prompt-fields.ts';

export interface TestUser {
  id: string;
  email: string;
  name: string;
  token: string;
}

export async function createTestUser(
  db: Database,
  options: { role?: UserRole; status?: SubscriptionStatus; name?: string; plan?: string } = {},
): Promise<TestUser> {
  const email = `user-${randomBytes(5).toString('hex')}@test.example`;
  const name = options.name ?? 'Test User';
  const [user] = await db
    .insert(users)
    .values({
      name,
      email,
      emailVerified: true,
      role: options.role ?? 'user',
      // The spec's 'disabled' is the account's state, never a subscription's.
      ...statusColumns(options.status ?? 'active'),
      subscriptionPlan: options.plan ?? 'free',
    })
    .returning({ id: users.id });
  if (!user) throw new Error('could not create a test user');
  const token = newSessionToken();
  await db.insert(sessions).values({
    tokenHash: hashSessionToken(token),
    userId: user.id,
    expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS),
  });
  return { id: user.id, email, name, token };
}

/** The two columns behind the spec's subscriptionStatus. */
export function statusColumns(status: SubscriptionStatus) {
  return status === 'disabled'
    ? ({ status: 'disabled', subscriptionStatus: 'active' } as const)
    : ({ status: 'active', subscriptionStatus: status } as const);
}

export function bearer(user: TestUser | null): Record<string, string> {
  return user ? { authorization: `Bearer ${user.token}` } : {};
}
