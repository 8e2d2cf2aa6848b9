/**
 * Search stays exact while the library changes (issue 23): a prompt that is
 * approved, edited, hidden or deleted appears in or vanishes from the very
 * next listing, in every search shape (a whole word, part of a word, a
 * category filter, each order), on two instances of one database, one with
 * its listing cache and one without. Every listing is asked twice, so the
 * second answer is the one a cache would serve. Under concurrency, searches in flight
 * while a batch of changes commits never fail, and every search started
 * after the batch resolved lists exactly the committed state.
 *
 * Written against GET /api/prompts only, so it holds for whatever answers
 * the search behind it. The made-up words appear nowhere in the seed, and
 * `literal=true` keeps a word that no longer matches from being respelled
 * into another fixture's word: the expectations are exact id lists.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prompts } from '../../src/server/db/schema.ts';
import type { PromptStatus } from '../../src/shared/prompt-fields.ts';
import type { PromptSubmissionDraft } from '../../src/shared/prompt-submission-input.ts';
import { sendJson } from '../helpers/accounts.ts';
import {
  type Door,
  removePrompt,
  removeUser,
  setPromptStatus,
  setPromptStatuses,
} from '../helpers/admin-doors.ts';
import { insertPrompt } from '../helpers/prompt-fixtures.ts';
import { getJson, type PromptPageJson, promptsUrl } from '../helpers/rest-json.ts';
import { createSiblingApp, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createTestUser, type TestUser } from '../helpers/test-users.ts';

type Query = Record<string, string>;

interface Listing {
  status: number;
  ids: string[];
  total: number;
}

let testApp: TestApp;
/** A second instance on the same database, searching without a listing cache. */
let sibling: FastifyInstance;
let admin: TestUser;
let author: TestUser;

beforeAll(async () => {
  testApp = await createTestApp();
  // One instance remembers listings per library version, the other
  // searches every time: both must show each change at once.
  sibling = await createSiblingApp(testApp, { env: { LIBRARY_CACHE_ENTRIES: 0 } });
  admin = await createTestUser(testApp.database.db, { role: 'admin', name: 'Mo Moderator' });
  author = await createTestUser(testApp.database.db, { name: 'Ari Author', plan: 'pro' });
});

afterAll(async () => {
  await sibling.close();
  await testApp.close();
});

const instances = (): FastifyInstance[] => [testApp.app, sibling];

/** A day in 2025: fixtures get distinct dates so Newest has one right answer. */
const day = (n: number) => new Date(Date.UTC(2025, 0, 1) + n * 86_400_000);

function fixture(values: {
  title: string;
  status: PromptStatus;
  day: number;
  description?: string;
  category?: string;
  upvotes?: number;
  createdById?: string;
}): Promise<string> {
  return insertPrompt(testApp.database.db, {
    title: values.title,
    status: values.status,
    ...(values.description === undefined ? {} : { description: values.description }),
    categories: [values.category ?? 'Writing'],
    createdAt: day(values.day),
    upvotes: values.upvotes ?? 0,
    createdById: values.createdById ?? author.id,
  });
}

/** One listing; a failure is returned, not thrown, so searches in flight can be judged later. */
async function listing(app: FastifyInstance, query: Query): Promise<Listing> {
  const url = promptsUrl({ limit: 48, literal: 'true', ...query });
  const { status, body } = await getJson<PromptPageJson>(app, url);
  if (status !== 200) return { status, ids: [], total: -1 };
  expect(body.pagination.totalIsLowerBound).toBeUndefined();
  return {
    status,
    ids: body.prompts.map((prompt) => prompt._id),
    total: body.pagination.totalPrompts,
  };
}

/**
 * Each query on both instances, twice, lists exactly `expected[name]` in
 * that order, with the total to match.
 */
async function expectListings(
  queries: Record<string, Query>,
  expected: Record<string, string[]>,
): Promise<void> {
  for (const [app, instance] of instances().entries()) {
    for (const [name, query] of Object.entries(queries)) {
      const ids = expected[name] ?? [];
      for (let round = 0; round < 2; round += 1) {
        const answer = await listing(instance, query);
        expect({ app, query: name, round, ...answer }).toEqual({
          app,
          query: name,
          round,
          status: 200,
          ids,
          total: ids.length,
        });
      }
    }
  }
}

/** The same expectation for every query. */
function everywhere(queries: Record<string, Query>, ids: string[]): Record<string, string[]> {
  return Object.fromEntries(Object.keys(queries).map((name) => [name, ids]));
}

function draft(fields: { title: string; description: string; category: string }) {
  const body: PromptSubmissionDraft = {
    title: fields.title,
    description: fields.description,
    systemprompt: '',
    tools: '',
    categories: [fields.category],
    model: 'ChatGPT',
    variables: [],
    isImagePrompt: false,
    isChained: false,
    chainedPrompts: [],
    executionType: 'independent',
    attachments: [],
  };
  return body;
}

/** PUT /api/prompts/:id; an admin's edit keeps the status, the owner's sends it to review. */
async function edit(
  app: FastifyInstance,
  editor: TestUser,
  id: string,
  fields: { title: string; description: string; category?: string },
): Promise<number> {
  const response = await sendJson<unknown>(app, {
    method: 'PUT',
    url: `/api/prompts/${id}`,
    payload: draft({ category: 'Writing', ...fields }),
    headers: bearer(editor),
  });
  return response.status;
}

/** A change straight in the database, as a script or a migration would make it. */
async function updateInDatabase(
  id: string,
  values: Partial<typeof prompts.$inferInsert>,
): Promise<number> {
  await testApp.database.db.update(prompts).set(values).where(eq(prompts.id, id));
  return 200;
}

async function approve(app: FastifyInstance, id: string): Promise<number> {
  return (await setPromptStatus(app, 'rest', admin, { id, status: 'approved' })).status;
}

/** A moderator approves the prompt's pending version 2 (decision 043). */
async function approveVersion(app: FastifyInstance, id: string): Promise<number> {
  const response = await sendJson<unknown>(app, {
    method: 'PUT',
    url: `/api/admin/prompts/${id}/versions/2/status`,
    payload: { status: 'approved' },
    headers: bearer(admin),
  });
  return response.status;
}

async function approveMany(app: FastifyInstance, ids: string[]): Promise<number> {
  const outcome = await setPromptStatuses(app, admin, { ids, status: 'approved' });
  expect(outcome.data?.changed).toHaveLength(ids.length);
  return outcome.status;
}

async function disable(app: FastifyInstance, id: string): Promise<number> {
  return (await setPromptStatus(app, 'rest', admin, { id, status: 'disabled' })).status;
}

async function deletePrompt(app: FastifyInstance, door: Door, id: string): Promise<number> {
  return (await removePrompt(app, door, admin, { id })).status;
}

/** An admin deletes a member: their prompts go with them (cascade). */
async function deleteUser(app: FastifyInstance, id: string): Promise<number> {
  return (await removeUser(app, 'rest', admin, { id })).status;
}

describe('a change shows in the very next listing', () => {
  it('lists approved prompts at once, by word, part of a word, category and each order', async () => {
    const word = 'zorblaxian';
    // Title beats elsewhere for relevance; dates and likes make each order differ.
    const inTitle = await fixture({
      title: `The ${word} field guide`,
      status: 'pending',
      category: 'Photography',
      day: 1,
      upvotes: 5,
    });
    const newest = await fixture({
      title: 'Notes from the ridge',
      description: `Sketches of ${word} moths at dusk.`,
      status: 'pending',
      category: 'Travel',
      day: 3,
      upvotes: 1,
    });
    const mostLiked = await fixture({
      title: 'A lantern walk',
      description: `Where the ${word} lights gather.`,
      status: 'pending',
      category: 'Photography',
      day: 2,
      upvotes: 9,
    });
    const queries = {
      word: { search: word },
      part: { search: 'blaxi' },
      category: { search: word, category: 'Photography' },
      relevance: { search: word, sort: 'relevance' },
      newest: { search: word, sort: 'newest' },
      liked: { search: word, sort: 'most-liked' },
    };
    await expectListings(queries, everywhere(queries, []));

    expect(await approve(testApp.app, inTitle)).toBe(200);
    await expectListings(queries, everywhere(queries, [inTitle]));

    expect(await approveMany(sibling, [newest, mostLiked])).toBe(200);
    await expectListings(queries, {
      word: [inTitle, newest, mostLiked],
      part: [inTitle, newest, mostLiked],
      category: [inTitle, mostLiked],
      relevance: [inTitle, newest, mostLiked],
      newest: [newest, mostLiked, inTitle],
      liked: [mostLiked, inTitle, newest],
    });
  });

  it('follows edits that take the word away or bring it in', async () => {
    const word = 'quindlewort';
    const queries = {
      word: { search: word },
      part: { search: 'ndlewo' },
      newest: { search: word, sort: 'newest' },
    };
    const losing = await fixture({ title: `Growing ${word} indoors`, status: 'approved', day: 10 });
    const gaining = await fixture({
      title: 'Bog garden basics',
      description: 'Peat, rain and patience.',
      status: 'approved',
      day: 11,
    });
    const owned = await fixture({ title: `${word} cuttings`, status: 'approved', day: 12 });
    await expectListings(queries, everywhere(queries, [owned, losing]));

    const gone = { title: 'Growing ferns indoors', description: 'Light, water and patience.' };
    expect(await edit(testApp.app, admin, losing, gone)).toBe(200);
    await expectListings(queries, everywhere(queries, [owned]));

    const brought = { title: 'Bog garden basics', description: `Peat, rain and ${word}.` };
    expect(await edit(sibling, admin, gaining, brought)).toBe(200);
    await expectListings(queries, everywhere(queries, [owned, gaining]));

    // The owner's edit waits for review as a pending version: the live words
    // stay searchable until a moderator approves the new ones (decision 043).
    const revised = { title: 'Fern cuttings, revised', description: 'Take fern cuttings.' };
    expect(await edit(testApp.app, author, owned, revised)).toBe(200);
    await expectListings(queries, everywhere(queries, [owned, gaining]));
    expect(await approveVersion(sibling, owned)).toBe(200);
    await expectListings(queries, everywhere(queries, [gaining]));
  });

  it('drops hidden and deleted prompts at once, and lists a re-approved one again', async () => {
    const word = 'frumbletonic';
    // A made-up category: a listing by category alone goes through the cache today.
    const category = 'Frumble Studies';
    const queries = {
      word: { search: word },
      part: { search: 'mbleton' },
      newest: { search: word, sort: 'newest' },
      liked: { search: word, sort: 'most-liked' },
      category: { category },
    };
    const creator = await createTestUser(testApp.database.db, { name: 'Lee Leaving' });
    const ids: string[] = [];
    for (const [index, name] of ['one', 'two', 'three', 'four', 'five'].entries()) {
      ids.push(
        await fixture({
          title: `${word} tonic ${name}`,
          status: 'approved',
          category,
          day: 20 + index,
          upvotes: 20 - index,
          createdById: index === 4 ? creator.id : author.id,
        }),
      );
    }
    const [disabled, rejected, deletedRest, deletedTrpc, cascaded] = ids as [
      string,
      string,
      string,
      string,
      string,
    ];
    const newestFirst = [...ids].reverse();
    await expectListings(queries, { ...everywhere(queries, newestFirst), liked: ids });

    const steps: Array<[string, () => Promise<number>]> = [
      [disabled, () => disable(testApp.app, disabled)],
      [rejected, () => updateInDatabase(rejected, { status: 'rejected' })],
      [deletedRest, () => deletePrompt(sibling, 'rest', deletedRest)],
      [deletedTrpc, () => deletePrompt(testApp.app, 'trpc', deletedTrpc)],
      [cascaded, () => deleteUser(sibling, creator.id)],
    ];
    let left = ids;
    for (const [id, change] of steps) {
      expect(await change()).toBeLessThan(300);
      left = left.filter((kept) => kept !== id);
      await expectListings(queries, {
        ...everywhere(queries, [...left].reverse()),
        liked: left,
      });
    }

    expect(await approve(sibling, disabled)).toBe(200);
    await expectListings(queries, everywhere(queries, [disabled]));
  });
});

const BUSY_WORD = 'glimmerquax';
const SEARCHES_AT_ONCE = 20;

/** What the concurrent test searches; the second page checks that paging follows the change. */
const BUSY_QUERIES: Record<string, Query> = {
  word: { search: BUSY_WORD },
  part: { search: 'mmerqua' },
  category: { search: BUSY_WORD, category: 'Photography' },
  newest: { search: BUSY_WORD, sort: 'newest' },
  liked: { search: BUSY_WORD, sort: 'most-liked' },
  secondPage: { search: BUSY_WORD, sort: 'newest', limit: '6', page: '2' },
};
const BUSY_NAMES = Object.keys(BUSY_QUERIES);

/** A fixture of the concurrent test and whether the library should list it now. */
interface Tracked {
  id: string;
  day: number;
  upvotes: number;
  category: string;
  listed: boolean;
}

/** A write of the batch and what it leaves: the prompts it touches listed or not. */
interface Change {
  ids: string[];
  listed: boolean;
  write: () => Promise<number>;
}

interface Verdict {
  app: number;
  query: string;
  status: number;
  ids: string[];
  total: number;
}

/** The exact answer to one of BUSY_QUERIES; unordered ones (ranked by relevance) are sorted. */
function expectedAnswer(name: string, tracked: Tracked[]): { ids: string[]; total: number } {
  const listed = tracked.filter((prompt) => prompt.listed);
  const newest = [...listed].sort((a, b) => b.day - a.day).map((prompt) => prompt.id);
  const sorted = (list: Tracked[]) => list.map((prompt) => prompt.id).sort();
  switch (name) {
    case 'newest':
      return { ids: newest, total: newest.length };
    case 'liked': {
      const liked = [...listed].sort((a, b) => b.upvotes - a.upvotes);
      return { ids: liked.map((prompt) => prompt.id), total: liked.length };
    }
    case 'secondPage':
      return { ids: newest.slice(6, 12), total: newest.length };
    case 'category': {
      const photos = listed.filter((prompt) => prompt.category === 'Photography');
      return { ids: sorted(photos), total: photos.length };
    }
    default:
      return { ids: sorted(listed), total: listed.length };
  }
}

const isOrdered = (name: string) => ['newest', 'liked', 'secondPage'].includes(name);

function verdict(app: number, name: string, answer: Listing): Verdict {
  const ids = isOrdered(name) ? answer.ids : [...answer.ids].sort();
  return { app, query: name, status: answer.status, ids, total: answer.total };
}

/** The i-th search of a burst: queries and instances taken in turn. */
function burstSearch(index: number): Promise<Verdict> {
  const name = BUSY_NAMES[index % BUSY_NAMES.length] ?? 'word';
  const app = Math.floor(index / BUSY_NAMES.length) % 2;
  const query = BUSY_QUERIES[name] ?? {};
  return listing(instances()[app] ?? testApp.app, query).then((answer) =>
    verdict(app, name, answer),
  );
}

function burst(): Promise<Verdict[]> {
  return Promise.all(Array.from({ length: SEARCHES_AT_ONCE }, (_, index) => burstSearch(index)));
}

/** Bursts of searches, the first started at once, until `busy` says the writes are done. */
async function searchWhile(busy: () => boolean): Promise<Verdict[]> {
  const seen: Verdict[] = [];
  do {
    seen.push(...(await burst()));
  } while (busy());
  return seen;
}

/** Runs the batch's writes together while searches are in flight. */
async function writeDuringSearches(
  changes: Change[],
): Promise<{ inFlight: Verdict[]; statuses: number[] }> {
  let writing = true;
  const searching = searchWhile(() => writing);
  const statuses = await Promise.all(changes.map((change) => change.write()));
  writing = false;
  return { inFlight: await searching, statuses };
}

/** Two bursts started after the writes resolved (the second one meets warm caches). */
async function expectCommittedState(tracked: Tracked[]): Promise<void> {
  for (let round = 0; round < 2; round += 1) {
    const answers = await burst();
    const expected = answers.map(({ app, query }) => ({
      app,
      query,
      status: 200,
      ...expectedAnswer(query, tracked),
    }));
    expect(answers).toEqual(expected);
  }
}

const listedIds = (tracked: Tracked[]) =>
  tracked.filter((prompt) => prompt.listed).map((prompt) => prompt.id);

/**
 * A search in flight may show the state before the batch, after it, or a
 * mix, but only prompts listed in one of the two, each once.
 */
function expectSoundInFlight(inFlight: Verdict[], allowed: Set<string>): void {
  for (const answer of inFlight) {
    expect(answer.status).toBe(200);
    expect(new Set(answer.ids).size).toBe(answer.ids.length);
    expect(answer.ids.filter((id) => !allowed.has(id))).toEqual([]);
  }
}

/**
 * Eight listed prompts with the word, six pending ones, four listed ones
 * without it; dates and likes all distinct, categories alternating.
 */
async function busyFixtures(): Promise<Tracked[]> {
  const groups = [
    { count: 8, status: 'approved' as const, title: `${BUSY_WORD} set`, hasWord: true },
    { count: 6, status: 'pending' as const, title: `${BUSY_WORD} draft`, hasWord: true },
    { count: 4, status: 'approved' as const, title: 'Plain note', hasWord: false },
  ];
  const tracked: Tracked[] = [];
  for (const group of groups) {
    for (let n = 0; n < group.count; n += 1) {
      const index = tracked.length;
      const values = {
        day: 100 + index,
        upvotes: (index * 7) % 19,
        category: index % 2 === 0 ? 'Photography' : 'Travel',
      };
      const id = await fixture({
        ...values,
        title: `${group.title} ${n}`,
        description: group.hasWord ? `Part ${n} of the ${BUSY_WORD} series.` : 'Nothing to see.',
        status: group.status,
      });
      tracked.push({ id, ...values, listed: group.status === 'approved' && group.hasWord });
    }
  }
  return tracked;
}

function editTo(app: FastifyInstance, editor: TestUser, prompt: Tracked, hasWord: boolean) {
  const description = hasWord ? `Now about ${BUSY_WORD} as well.` : 'Nothing left to find.';
  return () =>
    edit(app, editor, prompt.id, { title: 'Edited note', description, category: prompt.category });
}

type Two = [Tracked, Tracked];
type Four = [Tracked, Tracked, Tracked, Tracked];
type Six = [Tracked, Tracked, Tracked, Tracked, Tracked, Tracked];

/** Fixtures by place: 0-7 listed with the word, 8-13 pending, 14-17 listed without it. */
function fixturesAt(tracked: Tracked[], ...places: number[]): Tracked[] {
  return places.map((place) => {
    const prompt = tracked[place];
    if (!prompt) throw new Error(`no fixture at ${place}`);
    return prompt;
  });
}

function change(touched: Tracked[], listed: boolean, write: () => Promise<number>): Change {
  return { ids: touched.map((prompt) => prompt.id), listed, write };
}

/** Approvals (one of them bulk), edits out and in, hiding three ways, two deletes. */
function firstBatch(tracked: Tracked[]): Change[] {
  const [v0, v1, v2, v3, v4, v5] = fixturesAt(tracked, 0, 1, 2, 3, 4, 5) as Six;
  const [p0, p1, p2, p3] = fixturesAt(tracked, 8, 9, 10, 11) as Four;
  const [e0, e1] = fixturesAt(tracked, 14, 15) as Two;
  return [
    change([p0, p1, p2], true, () => approveMany(testApp.app, [p0.id, p1.id, p2.id])),
    change([p3], true, () => approve(sibling, p3.id)),
    change([v0], false, editTo(testApp.app, admin, v0, false)),
    change([e0], true, editTo(sibling, admin, e0, true)),
    change([e1], true, () =>
      updateInDatabase(e1.id, { description: `Quietly about ${BUSY_WORD}.` }),
    ),
    change([v1], false, () => disable(sibling, v1.id)),
    change([v2], false, () => updateInDatabase(v2.id, { status: 'rejected' })),
    change([v3], false, () => deletePrompt(testApp.app, 'rest', v3.id)),
    change([v4], false, () => deletePrompt(sibling, 'trpc', v4.id)),
    // The owner's edit drops the word, but waits for review: still found.
    change([v5], true, editTo(testApp.app, author, v5, false)),
  ];
}

/** Brings back what the first batch hid, approves the rest, edits and deletes more. */
function secondBatch(tracked: Tracked[]): Change[] {
  const [v1, v5, v6, v7] = fixturesAt(tracked, 1, 5, 6, 7) as Four;
  const [p4, p5] = fixturesAt(tracked, 12, 13) as Two;
  const [e2, e3] = fixturesAt(tracked, 16, 17) as Two;
  return [
    change([p4, p5], true, () => approveMany(sibling, [p4.id, p5.id])),
    // Approving that version takes the word away at once.
    change([v5], false, () => approveVersion(testApp.app, v5.id)),
    change([v1], true, () => approve(sibling, v1.id)),
    change([e2], true, editTo(testApp.app, admin, e2, true)),
    // The owner brings the word in, but it waits for review: not found yet.
    change([e3], false, editTo(sibling, author, e3, true)),
    change([v6], false, () =>
      updateInDatabase(v6.id, { title: 'Gone quiet', description: 'Nothing.' }),
    ),
    change([v7], false, () => deletePrompt(sibling, 'rest', v7.id)),
  ];
}

function applyChanges(tracked: Tracked[], changes: Change[]): void {
  for (const { ids, listed } of changes) {
    for (const prompt of tracked) if (ids.includes(prompt.id)) prompt.listed = listed;
  }
}

describe('searches while a batch of changes commits', () => {
  it('never fail, and every search started after the batch lists exactly its result', async () => {
    const tracked = await busyFixtures();
    await expectCommittedState(tracked);
    for (const batch of [firstBatch, secondBatch]) {
      const changes = batch(tracked);
      const { inFlight, statuses } = await writeDuringSearches(changes);
      expect(statuses.filter((status) => status >= 300)).toEqual([]);
      expect(inFlight.length).toBeGreaterThanOrEqual(SEARCHES_AT_ONCE);
      const before = listedIds(tracked);
      applyChanges(tracked, changes);
      expectSoundInFlight(inFlight, new Set([...before, ...listedIds(tracked)]));
      await expectCommittedState(tracked);
    }
    // Both batches together: 8 - 5 (v5's edit waits for review) + 1 (v1 back)
    // - 3 (v6, v7, v5's approved version) + 6 approved + 3 edited in.
    expect(listedIds(tracked)).toHaveLength(10);
  });
});
