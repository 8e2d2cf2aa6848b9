/**
 * The library's orders (relevance, newest, most used, most liked; URL and
 * REST `sort`) and the search's bound: past RANK_BOUND matches a search says
 * "more than" instead of counting. Also that the search table follows every
 * change of a prompt (approval, edit, hiding, deletion), and that counter
 * orders are never served stale by the listing cache.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client.ts';
import { prompts, promptSearch } from '../../src/server/db/schema.ts';
import { RANK_BOUND } from '../../src/server/services/library/library-search.ts';
import { insertPrompt } from '../helpers/prompt-fixtures.ts';
import { getJson, type PromptPageJson, promptsUrl } from '../helpers/rest-json.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const WORD = 'wombatique';

let testApp: TestApp;
let ids: string[];

beforeAll(async () => {
  testApp = await createTestApp();
  const db = testApp.database.db;
  // Three prompts with the word, created a day apart, with different counters.
  ids = [];
  for (const [index, counters] of [
    { usageCount: 5, upvotes: 50 },
    { usageCount: 50, upvotes: 5 },
    { usageCount: 20, upvotes: 20 },
  ].entries()) {
    ids.push(
      await insertPrompt(db, {
        title: `${WORD} number ${index + 1}`,
        description: `About ${WORD}s, take ${index + 1}.`,
        status: 'approved',
        createdAt: new Date(Date.UTC(2026, 0, index + 1)),
        ...counters,
      }),
    );
  }
});

/** Many approved Education prompts in one statement (one trigger run). */
async function insertApprovedPrompts(
  db: Database,
  count: number,
  make: (index: number) => { title: string; description: string; createdAt?: Date },
): Promise<void> {
  await db.insert(prompts).values(
    Array.from({ length: count }, (_, index) => ({
      categories: ['Education'],
      category: 'Education',
      model: 'ChatGPT',
      status: 'approved' as const,
      ...make(index),
    })),
  );
}

afterAll(async () => {
  await testApp.close();
});

async function page(params: Record<string, string | number>): Promise<PromptPageJson> {
  const { status, body } = await getJson<PromptPageJson>(testApp.app, promptsUrl(params));
  expect(status).toBe(200);
  return body;
}

const titlesOf = (body: PromptPageJson) => body.prompts.map((prompt) => prompt.title);
const numbered = (...order: number[]) => order.map((n) => `${WORD} number ${n}`);

describe('sort', () => {
  it.each([
    ['newest', numbered(3, 2, 1)],
    ['most-used', numbered(2, 3, 1)],
    ['most-liked', numbered(1, 3, 2)],
  ])('orders a search by %s', async (sort, expected) => {
    expect(titlesOf(await page({ search: WORD, sort }))).toEqual(expected);
  });

  it('orders the whole library by the counters without a search', async () => {
    const used = await page({ sort: 'most-used', limit: 48 });
    const counts = used.prompts.map((prompt) => prompt.usageCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const liked = await page({ sort: 'most-liked', limit: 48 });
    const upvotes = liked.prompts.map((prompt) => prompt.upvotes);
    expect(upvotes).toEqual([...upvotes].sort((a, b) => b - a));
  });

  it('shows a counter order fresh after the counters move (never from the cache)', async () => {
    expect(titlesOf(await page({ search: WORD, sort: 'most-used' }))[0]).toBe(numbered(2)[0]);
    await testApp.database.db
      .update(prompts)
      .set({ usageCount: sql`${prompts.usageCount} + 1000` })
      .where(eq(prompts.id, ids[0] ?? ''));
    expect(titlesOf(await page({ search: WORD, sort: 'most-used' }))[0]).toBe(numbered(1)[0]);
  });
});

describe('the search table follows the prompts', () => {
  it('drops a prompt that is hidden and brings it back when approved again', async () => {
    const id = ids[2] ?? '';
    const db = testApp.database.db;
    await db.update(prompts).set({ status: 'disabled' }).where(eq(prompts.id, id));
    expect(titlesOf(await page({ search: WORD }))).not.toContain(numbered(3)[0]);
    await db.update(prompts).set({ status: 'approved' }).where(eq(prompts.id, id));
    expect(titlesOf(await page({ search: WORD }))).toContain(numbered(3)[0]);
  });

  it('finds an edited prompt by its new words only', async () => {
    const id = ids[1] ?? '';
    const db = testApp.database.db;
    await db
      .update(prompts)
      .set({ systemPrompt: 'You answer like a quizzical platypus.' })
      .where(eq(prompts.id, id));
    expect(titlesOf(await page({ search: 'platypus' }))).toEqual(numbered(2));
    await db.update(prompts).set({ systemPrompt: '' }).where(eq(prompts.id, id));
    expect(titlesOf(await page({ search: 'platypus', literal: 'true' }))).toEqual([]);
  });

  it('keeps one row per approved prompt and none for the rest', async () => {
    const db = testApp.database.db;
    const [approved] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(prompts)
      .where(eq(prompts.status, 'approved'));
    const [searchable] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(promptSearch);
    expect(searchable?.n).toBe(approved?.n);
  });
});

describe('the bound', () => {
  const common = 'capybaral';

  beforeAll(async () => {
    const db = testApp.database.db;
    await insertApprovedPrompts(db, RANK_BOUND + 5, (index) => ({
      title: `${common} drill ${index}`,
      description: `Practise ${common} number ${index}.`,
    }));
  });

  it(`says "more than ${RANK_BOUND}" past the bound, and pages stop there`, async () => {
    const body = await page({ search: common, limit: 12 });
    expect(body.pagination.totalPrompts).toBe(RANK_BOUND);
    expect(body.pagination.totalIsLowerBound).toBe(true);
    expect(body.pagination.totalPages).toBe(Math.ceil(RANK_BOUND / 12));
    expect(body.prompts).toHaveLength(12);
  });

  it('finds the newest of a thousand matches, in order', async () => {
    const word = 'platypoid';
    const count = 1005;
    await insertApprovedPrompts(testApp.database.db, count, (index) => ({
      title: `${word} card ${index}`,
      description: `Practise ${word} number ${index}.`,
      createdAt: new Date(Date.UTC(2025, 0, 1, 0, index)),
    }));
    const newest = await page({ search: word, sort: 'newest', limit: 3 });
    expect(titlesOf(newest)).toEqual(
      [count - 1, count - 2, count - 3].map((n) => `${word} card ${n}`),
    );
    expect(newest.pagination.totalIsLowerBound).toBe(true);
    // By relevance every one is alike (the word is whole in each title): newest first too.
    const relevant = await page({ search: word, limit: 3 });
    expect(titlesOf(relevant)).toEqual(titlesOf(newest));
  });

  it('counts exactly below the bound', async () => {
    const body = await page({ search: WORD });
    expect(body.pagination.totalPrompts).toBe(3);
    expect(body.pagination.totalIsLowerBound).toBeUndefined();
  });

  it('removes search rows with their prompts', async () => {
    const db = testApp.database.db;
    const doomed = await db
      .select({ id: prompts.id })
      .from(prompts)
      .where(sql`${prompts.title} like ${`${common}%`}`);
    await db.delete(prompts).where(
      inArray(
        prompts.id,
        doomed.map((row) => row.id),
      ),
    );
    const body = await page({ search: common, literal: 'true' });
    expect(body.pagination.totalPrompts).toBe(0);
  });
});
