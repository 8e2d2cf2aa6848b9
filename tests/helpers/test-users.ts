/**
 * Users and sessions for tests, created straight in the database (as a
 * fixture, not by clicking through sign-in), so every test can act as
 * anonymous, user, owner, admin or disabled user.
 */
import { randomBytes } from 'node:crypto';
import type { Database } from '../../src/server/db/client.ts';
import { sessions, subscriptions, users } from '../../src/server/db/schema.ts';
import { graceEndFrom, type SubscriptionState } from '../../src/shared/subscription-rules.ts';
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
    })
    .returning({ id: users.id });
  if (!user) throw new Error('could not create a test user');
  const state = subscriptionStateOf(options.status ?? 'active');
  if ((options.plan ?? 'free') !== 'free' || state !== 'active') {
    await writeTestSubscription(db, user.id, { planId: options.plan ?? 'free', status: state });
  }
  const token = newSessionToken();
  await db.insert(sessions).values({
    tokenHash: hashSessionToken(token),
    userId: user.id,
    expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS),
  });
  return { id: user.id, email, name, token };
}

/** The account's column behind the spec's subscriptionStatus (the rest is the subscription's). */
export function statusColumns(status: SubscriptionStatus) {
  return { status: status === 'disabled' ? 'disabled' : 'active' } as const;
}

function subscriptionStateOf(status: SubscriptionStatus): SubscriptionState {
  return status === 'disabled' ? 'active' : status;
}

/**
 * Writes a member's subscription row straight away, as the payment
 * provider's webhooks will: a past_due one gets 7 days' grace unless told.
 */
export async function writeTestSubscription(
  db: Database,
  userId: string,
  values: Partial<Omit<typeof subscriptions.$inferInsert, 'userId'>> & {
    planId: string;
    status: SubscriptionState;
  },
): Promise<void> {
  const row = {
    graceUntil: values.status === 'past_due' ? graceEndFrom(new Date()) : null,
    ...values,
  };
  await db
    .insert(subscriptions)
    .values({ userId, ...row })
    .onConflictDoUpdate({ target: subscriptions.userId, set: row });
}

export function bearer(user: TestUser | null): Record<string, string> {
  return user ? { authorization: `Bearer ${user.token}` } : {};
}
