/**
 * admin.dashboard: figures over the whole platform in every status
 * (counted by the database, checked here against the test's own SQL), the
 * eight approved prompts used most, the five newest prompts in any status,
 * and the latest activity.
 */
import { sql } from 'drizzle-orm';
import { generationUsage } from '../../src/server/db/schema.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminDashboard, PlatformStats } from '../../src/shared/admin-views.ts';
import type { PromptStatus } from '../../src/shared/prompt-fields.ts';
import { setPromptStatus } from '../helpers/admin-doors.ts';
import { insertPrompt, promptIdByTitle } from '../helpers/prompt-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createTestUser, type TestUser } from '../helpers/test-users.ts';
import { trpcCall } from '../helpers/trpc-inject.ts';

let testApp: TestApp;
let admin: TestUser;
let author: TestUser;
const titlesByAge: string[] = [];

interface Fixture {
  title: string;
  status: PromptStatus;
  usageCount: number;
  upvotes: number;
}

// Ten approved prompts used 10, 20 … 100 times, and hidden ones used far
// more: they count in the totals but never trend.
const FIXTURES: Fixture[] = [
  ...Array.from({ length: 10 }, (_, index) => ({
    title: `Approved ${index + 1}`,
    status: 'approved' as const,
    usageCount: (index + 1) * 10,
    upvotes: index + 1,
  })),
  { title: 'Rejected heavy', status: 'rejected', usageCount: 1000, upvotes: 50 },
  { title: 'Disabled heavy', status: 'disabled', usageCount: 999, upvotes: 7 },
  { title: 'Pending one', status: 'pending', usageCount: 0, upvotes: 0 },
  { title: 'Pending two', status: 'pending', usageCount: 3, upvotes: 1 },
  { title: 'Pending three', status: 'pending', usageCount: 0, upvotes: 2 },
];

beforeAll(async () => {
  testApp = await createTestApp({ seed: false });
  admin = await createTestUser(testApp.database.db, { role: 'admin', name: 'Dash Board' });
  author = await createTestUser(testApp.database.db, { name: 'Ola Author' });
  // Shuffled ages, so "newest" is not simply insertion order.
  const ages = [7, 2, 12, 5, 0, 9, 14, 3, 11, 1, 6, 13, 4, 10, 8];
  for (const [index, fixture] of FIXTURES.entries()) {
    const day = ages[index] ?? 0;
    await insertPrompt(testApp.database.db, {
      ...fixture,
      createdById: author.id,
      createdAt: new Date(Date.UTC(2022, 0, 1 + day)),
    });
    titlesByAge[day] = fixture.title;
  }
});

afterAll(async () => {
  await testApp.close();
});

async function dashboard(): Promise<AdminDashboard> {
  const result = await trpcCall<AdminDashboard>(
    testApp.app,
    { path: 'admin.dashboard' },
    bearer(admin),
  );
  if (!result.ok) throw new Error(result.error.message);
  return result.data;
}

/** The test's own count of the same figures, straight from the table. */
async function statsBySql(): Promise<PlatformStats | undefined> {
  const result = await testApp.database.db.execute(sql`
    select count(*)::int as "totalPrompts",
           coalesce(sum(usage_count), 0)::int as "totalUses",
           coalesce(sum(upvotes), 0)::int as "totalUpvotes",
           (count(*) filter (where status = 'approved'))::int as approved,
           (count(*) filter (where status = 'pending'))::int as pending
    from prompts`);
  // postgres.js answers an array of rows, PGlite an object with `rows`.
  const rows = (
    Array.isArray(result) ? result : (result as { rows: unknown[] }).rows
  ) as PlatformStats[];
  return rows[0];
}

describe('admin.dashboard', () => {
  it('counts every prompt on the platform, in every status', async () => {
    const { stats } = await dashboard();
    expect(stats).toEqual({
      totalPrompts: 15,
      totalUses: 550 + 1000 + 999 + 3,
      totalUpvotes: 55 + 50 + 7 + 1 + 2,
      approved: 10,
      pending: 3,
    });
    expect(stats).toEqual(await statsBySql());
  });

  it('trends the eight approved prompts used most, most used first', async () => {
    const { trending } = await dashboard();
    expect(trending.map((prompt) => [prompt.title, prompt.usageCount])).toEqual(
      [10, 9, 8, 7, 6, 5, 4, 3].map((n) => [`Approved ${n}`, n * 10]),
    );
    expect(trending.every((prompt) => prompt.status === 'approved')).toBe(true);
  });

  it('shows the five newest prompts in any status, newest first', async () => {
    const { recentPrompts } = await dashboard();
    expect(recentPrompts.map((prompt) => prompt.title)).toEqual(
      [...titlesByAge].reverse().slice(0, 5),
    );
    expect(new Set(recentPrompts.map((prompt) => prompt.status)).size).toBeGreaterThan(1);
  });

  it('follows a moderation at once, and shows it as the latest activity', async () => {
    const before = await dashboard();
    expect(before.activity).toEqual([]);
    const id = await promptIdByTitle(testApp.database.db, 'Pending two');
    const moved = await setPromptStatus(testApp.app, 'rest', admin, { id, status: 'approved' });
    expect(moved.status).toBe(200);
    const after = await dashboard();
    expect(after.stats).toMatchObject({ approved: 11, pending: 2, totalPrompts: 15 });
    expect(after.stats).toEqual(await statsBySql());
    expect(
      after.activity.map((entry) => [entry.action, entry.target.label, entry.actor?.name]),
    ).toEqual([['prompt.approve', 'Pending two', 'Dash Board']]);
  });
});

describe('playground figures', () => {
  it('counts this month’s model calls, charged and failed apart, and nothing older', async () => {
    const { db } = testApp.database;
    const lastMonth = new Date(
      Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1) - 1000,
    );
    const row = (
      status: 'succeeded' | 'stopped' | 'failed' | 'running',
      createdAt = new Date(),
    ) => ({
      userId: author.id,
      model: 'ChatGPT',
      kind: 'text',
      status,
      createdAt,
    });
    await db
      .insert(generationUsage)
      .values([
        row('succeeded'),
        row('succeeded'),
        row('stopped'),
        row('running'),
        row('failed'),
        row('succeeded', lastMonth),
        { ...row('succeeded'), userId: null, clientKey: 'addr:visitor' },
      ]);
    expect((await dashboard()).generations).toEqual({ thisMonth: 5, failedThisMonth: 1 });
  });
});
