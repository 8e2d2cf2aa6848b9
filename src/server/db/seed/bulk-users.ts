/**
 * Generated members for benchmarks of the admin screens (bench/admin-bench.ts):
 * tops the users table up to a target count with `bulk-member-N` accounts,
 * a realistic mix of plans and account statuses and a handful of admins.
 * Member n always comes out the same (its own seeded PRNG), and numbering
 * continues after the members already there, so a rerun adds nothing and a
 * larger target adds new, reproducible members.
 */
import { and, count, eq, isNull, like, or } from 'drizzle-orm';
import { graceEndFrom } from '../../../shared/subscription-rules.ts';
import type { SubscriptionStatus, UserRole } from '../../../shared/prompt-fields.ts';
import type { Database } from '../client.ts';
import { subscriptions, users } from '../schema.ts';
import { createRng } from './bulk-prompts.ts';

const BATCH_SIZE = 1000;
const MEMBER_SEED = 0x3e3b_e125;
const DAY_MS = 24 * 60 * 60 * 1000;
const JOINED_SPREAD_MS = 3 * 365 * DAY_MS;
/** One member in this many is an admin: five among ten thousand. */
const ADMIN_EVERY = 2000;
const MEMBER_EMAIL_PREFIX = 'bulk-member-';

const FIRST_NAMES = [
  'Amara',
  'Bastian',
  'Chiara',
  'Dmitri',
  'Esme',
  'Farid',
  'Greta',
  'Hiro',
  'Ines',
  'Jonas',
  'Keiko',
  'Leila',
  'Mateo',
  'Nadia',
  'Oskar',
  'Paloma',
] as const;
const LAST_NAMES = [
  'Adeyemi',
  'Bauer',
  'Castillo',
  'Dubois',
  'Eriksen',
  'Fontaine',
  'Gupta',
  'Hoffmann',
  'Ivanova',
  'Jensen',
  'Kowalski',
  'Lindqvist',
] as const;

export function bulkMemberEmail(n: number): string {
  return `${MEMBER_EMAIL_PREFIX}${n}@example.com`;
}

function pick<T>(items: readonly T[], rng: () => number): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** Mostly free and active; the paying few sometimes fall behind or cancel; a few are turned off. */
function planAndStatus(rng: () => number): {
  plan: string;
  status: Exclude<SubscriptionStatus, 'disabled'>;
  disabled: boolean;
} {
  const plan = rng() < 0.85 ? 'free' : rng() < 0.85 ? 'pro' : 'enterprise';
  const roll = rng();
  if (roll < 0.03) return { plan, status: 'active', disabled: true };
  return { plan, status: subscriptionState(plan, roll), disabled: false };
}

function subscriptionState(plan: string, roll: number): Exclude<SubscriptionStatus, 'disabled'> {
  if (plan === 'free') return 'active';
  if (roll < 0.08) return 'past_due';
  if (roll < 0.12) return 'canceled';
  if (roll < 0.13) return 'unpaid';
  return 'active';
}

export interface BulkMember {
  user: typeof users.$inferInsert;
  /** The subscription row, for members not on Free and active (those need none). */
  subscription: Omit<typeof subscriptions.$inferInsert, 'userId'> | null;
}

/** The bulk member number `n` (1-based), joined relative to `now`. */
export function generateBulkMember(n: number, now: number): BulkMember {
  const rng = createRng(Math.imul(n, 0x9e3779b1) ^ MEMBER_SEED);
  const { plan, status, disabled } = planAndStatus(rng);
  const role: UserRole = n % ADMIN_EVERY === 1 ? 'admin' : 'user';
  const joinedAt = new Date(now - Math.floor(rng() * JOINED_SPREAD_MS));
  const state = role === 'admin' ? 'active' : status;
  const user = {
    name: `${pick(FIRST_NAMES, rng)} ${pick(LAST_NAMES, rng)}`,
    email: bulkMemberEmail(n),
    emailVerified: rng() < 0.9,
    role,
    status: disabled && role !== 'admin' ? ('disabled' as const) : ('active' as const),
    createdAt: joinedAt,
    updatedAt: joinedAt,
  };
  const onFree = plan === 'free' && state === 'active';
  const subscription = onFree
    ? null
    : {
        planId: plan,
        status: state,
        graceUntil: state === 'past_due' ? graceEndFrom(new Date(now)) : null,
        createdAt: joinedAt,
        updatedAt: joinedAt,
      };
  return { user, subscription };
}

async function countRows(db: Database, memberOnly: boolean): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(users)
    .where(memberOnly ? like(users.email, `${MEMBER_EMAIL_PREFIX}%`) : undefined);
  return row?.total ?? 0;
}

/** Tops the users table up to `target` accounts with bulk members; returns how many it added. */
export async function topUpBulkMembers(db: Database, target: number): Promise<number> {
  const missing = target - (await countRows(db, false));
  if (missing <= 0) return 0;
  const firstNumber = (await countRows(db, true)) + 1;
  const now = Date.now();
  let inserted = 0;
  while (inserted < missing) {
    const size = Math.min(BATCH_SIZE, missing - inserted);
    const members = Array.from({ length: size }, (_, offset) =>
      generateBulkMember(firstNumber + inserted + offset, now),
    );
    await insertBulkMembers(db, members);
    inserted += size;
  }
  return inserted;
}

async function insertBulkMembers(db: Database, members: BulkMember[]): Promise<void> {
  const created = await db
    .insert(users)
    .values(members.map((member) => member.user))
    .onConflictDoNothing()
    .returning({ id: users.id, email: users.email });
  const idOf = new Map(created.map((row) => [row.email, row.id]));
  const rows = members.flatMap(({ user, subscription }) => {
    const userId = idOf.get(user.email);
    return userId && subscription ? [{ userId, ...subscription }] : [];
  });
  if (rows.length > 0) await db.insert(subscriptions).values(rows).onConflictDoNothing();
}

/** Ids of up to `limit` bulk members who may still submit (active, not admins), in a stable order. */
export async function activeBulkMemberIds(db: Database, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .where(
      and(
        like(users.email, `${MEMBER_EMAIL_PREFIX}%`),
        eq(users.role, 'user'),
        eq(users.status, 'active'),
        or(isNull(subscriptions.status), eq(subscriptions.status, 'active')),
      ),
    )
    .orderBy(users.email)
    .limit(limit);
  return rows.map((row) => row.id);
}
