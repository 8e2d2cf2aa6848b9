/**
 * What the maintenance sweep removes of what accounts leave behind
 * (decisions 045 and 047): account links past their expiry, sessions past
 * theirs, unsubscribe links once spent or a year old, and address groups
 * not signed in from for 180 days, except each account's latest; and that
 * two instances sweeping at once remove each row once and keep the rest.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountTokens,
  sessions,
  signInGroups,
  unsubscribeTokens,
} from '../../src/server/db/schema.ts';
import {
  pruneExpiredSessions,
  pruneOldSignInGroups,
  SIGN_IN_GROUP_KEEP_DAYS,
} from '../../src/server/services/accounts/sign-in-pruning.ts';
import { pruneExpiredAccountTokens } from '../../src/server/services/mail/account-tokens.ts';
import {
  pruneUnsubscribeTokens,
  UNSUBSCRIBE_TOKEN_LIFETIME_DAYS,
} from '../../src/server/services/notifications/unsubscribe.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTestUser, type TestUser } from '../helpers/test-users.ts';

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-11-27T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ seed: false });
});

afterAll(async () => {
  await testApp.close();
});

const db = () => testApp.database.db;

async function member(name: string): Promise<TestUser> {
  return createTestUser(db(), { name });
}

/** Two sweeps at once, as two instances on one database would run them. */
async function sweptTwice(prune: (at: Date) => Promise<number>): Promise<number> {
  const counts = await Promise.all([prune(NOW), prune(NOW)]);
  return counts[0] + counts[1];
}

describe('the maintenance sweep', () => {
  it('removes account links past their expiry, used or not, and keeps live ones', async () => {
    const ann = await member('Ann Links');
    await db()
      .insert(accountTokens)
      .values([
        {
          tokenHash: 'prune-expired',
          userId: ann.id,
          purpose: 'password-reset',
          expiresAt: daysAgo(1),
        },
        {
          tokenHash: 'prune-used-expired',
          userId: ann.id,
          purpose: 'email-verify',
          expiresAt: daysAgo(0.1),
          usedAt: daysAgo(0.5),
        },
        {
          tokenHash: 'prune-live',
          userId: ann.id,
          purpose: 'email-verify',
          expiresAt: daysAgo(-0.5),
        },
      ]);
    expect(await sweptTwice((at) => pruneExpiredAccountTokens(db(), at))).toBe(2);
    const left = await db()
      .select({ hash: accountTokens.tokenHash })
      .from(accountTokens)
      .where(eq(accountTokens.userId, ann.id));
    expect(left).toEqual([{ hash: 'prune-live' }]);
  });

  it('removes expired sessions only', async () => {
    const bo = await member('Bo Sessions');
    await db()
      .insert(sessions)
      .values([
        { tokenHash: 'prune-session-old', userId: bo.id, expiresAt: daysAgo(2) },
        { tokenHash: 'prune-session-live', userId: bo.id, expiresAt: daysAgo(-10) },
      ]);
    await sweptTwice((at) => pruneExpiredSessions(db(), at));
    const left = await db()
      .select({ hash: sessions.tokenHash })
      .from(sessions)
      .where(inArray(sessions.tokenHash, ['prune-session-old', 'prune-session-live']));
    expect(left).toEqual([{ hash: 'prune-session-live' }]);
  });

  it('removes spent unsubscribe links and ones past a year, keeping the rest', async () => {
    const cy = await member('Cy Unsubscribes');
    const old = UNSUBSCRIBE_TOKEN_LIFETIME_DAYS + 1;
    await db()
      .insert(unsubscribeTokens)
      .values([
        { tokenHash: 'prune-spent', userId: cy.id, kind: 'prompt-approved', usedAt: daysAgo(0) },
        {
          tokenHash: 'prune-stale',
          userId: cy.id,
          kind: 'prompt-approved',
          createdAt: daysAgo(old),
        },
        {
          tokenHash: 'prune-fresh',
          userId: cy.id,
          kind: 'prompt-approved',
          createdAt: daysAgo(300),
        },
      ]);
    expect(await sweptTwice((at) => pruneUnsubscribeTokens(db(), at))).toBe(2);
    const left = await db()
      .select({ hash: unsubscribeTokens.tokenHash })
      .from(unsubscribeTokens)
      .where(eq(unsubscribeTokens.userId, cy.id));
    expect(left).toEqual([{ hash: 'prune-fresh' }]);
  });

  it("forgets address groups long unused, but never an account's latest one", async () => {
    const dee = await member('Dee Travels');
    const eve = await member('Eve Dormant');
    const old = SIGN_IN_GROUP_KEEP_DAYS + 10;
    await db()
      .insert(signInGroups)
      .values([
        { userId: dee.id, addressGroup: '198.51.100.0', lastSeenAt: daysAgo(old + 5) },
        { userId: dee.id, addressGroup: '198.51.100.1', lastSeenAt: daysAgo(old) },
        { userId: dee.id, addressGroup: '198.51.100.2', lastSeenAt: daysAgo(3) },
        // Everything old: the most recent stays, so the next new place is still news.
        { userId: eve.id, addressGroup: '192.0.2.8', lastSeenAt: daysAgo(old + 40) },
        { userId: eve.id, addressGroup: '192.0.2.9', lastSeenAt: daysAgo(old + 20) },
      ]);
    expect(await sweptTwice((at) => pruneOldSignInGroups(db(), at))).toBe(3);
    const left = await db()
      .select({ userId: signInGroups.userId, group: signInGroups.addressGroup })
      .from(signInGroups)
      .where(inArray(signInGroups.userId, [dee.id, eve.id]));
    expect(left).toEqual(
      expect.arrayContaining([
        { userId: dee.id, group: '198.51.100.2' },
        { userId: eve.id, group: '192.0.2.9' },
      ]),
    );
    expect(left).toHaveLength(2);
  });
});
