/**
 * GET /api/prompts?updatedSince= (issue 26 item 7, decision 042): an
 * integrator's resync. A walk of the feed from any moment, page by page,
 * ends with exactly the approved library, even while prompts are approved,
 * edited and removed between (and during) its pages; ties on the change
 * stamp keep one order; removals are named.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryChanges, prompts } from '../../src/server/db/schema.ts';
import { sendJson } from '../helpers/accounts.ts';
import { insertPrompt } from '../helpers/prompt-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createTestUser, type TestUser } from '../helpers/test-users.ts';

interface FeedPage {
  prompts: { _id: string; title: string; updatedAt: string }[];
  removed: { _id: string; removedAt: string }[];
  sync: { cursor: string; hasMore: boolean };
}

const EPOCH = '1970-01-01T00:00:00Z';
let testApp: TestApp;
let admin: TestUser;
let author: TestUser;

beforeAll(async () => {
  testApp = await createTestApp();
  admin = await createTestUser(testApp.database.db, { role: 'admin', name: 'Feed Admin' });
  author = await createTestUser(testApp.database.db, { name: 'Feed Author' });
});

afterAll(async () => {
  await testApp.close();
});

function feed(since: string, limit = 48) {
  const query = new URLSearchParams({ updatedSince: since, limit: String(limit) });
  return sendJson<FeedPage>(testApp.app, { method: 'GET', url: `/api/prompts?${query}` });
}

/** What an integrator keeps: the listed prompts by id, and every id it saw, in order. */
interface Mirror {
  listed: Map<string, string>;
  seen: string[];
  cursor: string;
}

async function walk(
  since: string,
  limit: number,
  between: (pageNumber: number) => Promise<void> = async () => {},
  mirror: Mirror = { listed: new Map(), seen: [], cursor: since },
): Promise<Mirror> {
  let cursor = since;
  for (let pageNumber = 0; pageNumber < 1000; pageNumber += 1) {
    const page = await feed(cursor, limit);
    expect(page.status).toBe(200);
    for (const prompt of page.body.prompts) {
      mirror.listed.set(prompt._id, prompt.title);
      mirror.seen.push(prompt._id);
    }
    for (const gone of page.body.removed) {
      mirror.listed.delete(gone._id);
      mirror.seen.push(gone._id);
    }
    expect(page.body.prompts.length + page.body.removed.length).toBeLessThanOrEqual(limit);
    cursor = page.body.sync.cursor;
    mirror.cursor = cursor;
    if (!page.body.sync.hasMore) return mirror;
    await between(pageNumber);
  }
  throw new Error('the feed never ended');
}

async function approvedLibrary(): Promise<Map<string, string>> {
  const rows = await testApp.database.db
    .select({ id: prompts.id, title: prompts.title })
    .from(prompts)
    .where(eq(prompts.status, 'approved'));
  return new Map(rows.map((row) => [row.id, row.title]));
}

function setStatus(id: string, status: 'approved' | 'rejected' | 'disabled') {
  return sendJson(testApp.app, {
    method: 'PUT',
    url: `/api/admin/prompts/${id}/status`,
    headers: bearer(admin),
    payload: { status, ...(status === 'approved' ? {} : { reason: 'Not for the library' }) },
  });
}

function pending(title: string) {
  return insertPrompt(testApp.database.db, { title, status: 'pending', createdById: author.id });
}

describe('GET /api/prompts?updatedSince=', () => {
  it('walks the whole library from the epoch, each prompt once, with no removal', async () => {
    const mirror = await walk(EPOCH, 7);
    const library = await approvedLibrary();
    expect(library.size).toBeGreaterThan(7);
    expect(mirror.listed).toEqual(library);
    expect(new Set(mirror.seen).size).toBe(mirror.seen.length);
  });

  it('names approvals, edits and removals after a cursor, and nothing else', async () => {
    const { cursor } = await walk(EPOCH, 48);
    const quiet = await feed(cursor);
    expect(quiet.body.prompts).toEqual([]);
    expect(quiet.body.removed).toEqual([]);
    expect(quiet.body.sync).toEqual({ cursor, hasMore: false });

    const approved = await pending('Feed approved later');
    const rejected = await pending('Feed rejected');
    const stillPending = await pending('Feed still pending');
    expect((await setStatus(approved, 'approved')).status).toBe(200);
    expect((await setStatus(rejected, 'rejected')).status).toBe(200);
    const [seeded] = (await approvedLibrary()).keys();
    const deleted = await sendJson(testApp.app, {
      method: 'DELETE',
      url: `/api/admin/prompts/${String(seeded)}`,
      headers: bearer(admin),
    });
    expect(deleted.status).toBe(204);
    // A like changes counts, not the listing: it is no change here.
    const [liked] = (await approvedLibrary()).keys();
    await sendJson(testApp.app, {
      method: 'PUT',
      url: `/api/prompts/${String(liked)}/upvote`,
      headers: bearer(author),
    });

    const after = await feed(cursor);
    expect(after.body.prompts.map((prompt) => prompt._id)).toEqual([approved]);
    expect(after.body.removed.map((gone) => gone._id)).toEqual([seeded]);
    const ids = [...after.body.prompts, ...after.body.removed].map((entry) => entry._id);
    expect(ids).not.toContain(rejected);
    expect(ids).not.toContain(stillPending);

    // Leaving the library later is a removal; coming back a listing again.
    expect((await setStatus(approved, 'disabled')).status).toBe(200);
    const left = await feed(after.body.sync.cursor);
    expect(left.body.prompts).toEqual([]);
    expect(left.body.removed.map((gone) => gone._id)).toEqual([approved]);
    expect((await setStatus(approved, 'approved')).status).toBe(200);
    const back = await feed(left.body.sync.cursor);
    expect(back.body.prompts.map((prompt) => prompt._id)).toEqual([approved]);
    expect(back.body.removed).toEqual([]);
  });

  it('keeps one order when changes share a stamp, across page edges', async () => {
    const { db } = testApp.database;
    const ids = await Promise.all(
      Array.from({ length: 5 }, (_, n) =>
        insertPrompt(db, { title: `Feed tie ${n}`, status: 'approved', createdById: author.id }),
      ),
    );
    const stamp = '2099-01-01T00:00:00.123456Z';
    await db
      .update(libraryChanges)
      .set({ changedAt: sql`${stamp}::timestamptz` })
      .where(inArray(libraryChanges.promptId, ids));
    const seen: string[] = [];
    let cursor = '2098-12-31T23:59:59Z';
    for (;;) {
      const page = await feed(cursor, 2);
      seen.push(...page.body.prompts.map((prompt) => prompt._id));
      cursor = page.body.sync.cursor;
      if (!page.body.sync.hasMore) break;
    }
    expect(seen).toEqual([...ids].sort());
    // A cursor keeps the stamp's microseconds: one just before it still finds them all.
    expect((await feed('2099-01-01T00:00:00.123Z', 10)).body.prompts).toHaveLength(5);
    await db
      .update(libraryChanges)
      .set({ changedAt: sql`now()` })
      .where(inArray(libraryChanges.promptId, ids));
  });

  it('loses nothing while prompts change between and during the pages', async () => {
    const waiting = await Promise.all(
      Array.from({ length: 12 }, (_, n) => pending(`Feed during walk ${n}`)),
    );
    const library = [...(await approvedLibrary()).keys()];
    const mirror = await walk(EPOCH, 5, async (pageNumber) => {
      const next = waiting.shift();
      const changes: Promise<unknown>[] = [];
      if (next) changes.push(setStatus(next, 'approved'));
      // Edits and removals of prompts the walk has read and has yet to read.
      const target = library[(pageNumber * 7) % library.length];
      if (target && pageNumber % 3 === 0) changes.push(setStatus(target, 'disabled'));
      if (target && pageNumber % 3 === 1)
        changes.push(
          testApp.database.db
            .update(prompts)
            .set({ updatedAt: new Date() })
            .where(eq(prompts.id, target)),
        );
      // The next page is read while these are still being written.
      changes.push(feed(EPOCH, 5));
      await Promise.all(changes);
    });
    // Whatever was still written after the walk ended is in the next call.
    await walk(mirror.cursor, 5, async () => {}, mirror);
    expect(mirror.listed).toEqual(await approvedLibrary());
  });

  it('refuses what is neither an instant nor its cursor, and other filters beside it', async () => {
    for (const since of ['yesterday', '2026-11-27', '2026-11-27T00:00:00', 'c1.bm90IGEgY3Vyc29y']) {
      const answer = await feed(since);
      expect(answer.status, since).toBe(400);
      expect(JSON.stringify(answer.body)).toContain('updatedSince');
    }
    const combined = await sendJson(testApp.app, {
      method: 'GET',
      url: `/api/prompts?updatedSince=${EPOCH}&search=email`,
    });
    expect(combined.status).toBe(400);
    const offset = await feed('2026-11-27T03:00:00+02:00', 1);
    expect(offset.status).toBe(200);
  });
});
