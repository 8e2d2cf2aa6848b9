/**
 * The search follows the database (decision 025): another instance's
 * writes, a deleted creator's prompts (cascade), an emptied search table,
 * prompts created within one millisecond, and words longer than the index
 * keeps whole. Listings are read with the listing cache off, so every
 * request searches.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prompts, users } from '../../src/server/db/schema.ts';
import { insertPrompt } from '../helpers/prompt-fixtures.ts';
import { getJson, type PromptPageJson, promptsUrl } from '../helpers/rest-json.ts';
import { createSiblingApp, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTestUser } from '../helpers/test-users.ts';
import { expandTerms } from '../../src/server/services/library/search-expansion.ts';
import { buildClauses } from '../../src/server/services/library/search-clauses.ts';
import {
  type NewestOrder,
  searchListing,
} from '../../src/server/services/library/search-listing.ts';
import { searchTerms, stemTerms } from '../../src/server/services/library/search-query.ts';
import { listPromptsInput } from '../../src/shared/prompt-inputs.ts';
import { exactListing } from '../../src/server/services/library/postgres-library-search.ts';

let testApp: TestApp;
let other: FastifyInstance;

beforeAll(async () => {
  testApp = await createTestApp({ env: { LIBRARY_CACHE_ENTRIES: '0' } });
  other = await createSiblingApp(testApp);
});

afterAll(async () => {
  await other.close();
  await testApp.close();
});

async function titlesFor(search: string, app = testApp.app): Promise<string[]> {
  // literal: a word that finds nothing must not be respelled into one that does.
  const url = promptsUrl({ search, limit: 48, literal: 'true' });
  const { status, body } = await getJson<PromptPageJson>(app, url);
  expect(status).toBe(200);
  return body.prompts.map((prompt) => prompt.title);
}

describe('the search', () => {
  it('uses a RUM words index where the database offers rum, GIN elsewhere', async () => {
    const db = testApp.database.db;
    const [offered] = await db
      .select({ rum: sql<boolean>`count(*) > 0` })
      .from(sql`pg_available_extensions`)
      .where(sql`name = 'rum'`);
    const [index] = await db
      .select({ method: sql<string>`am.amname` })
      .from(sql`pg_class c join pg_am am on am.oid = c.relam`)
      .where(sql`c.relname = 'prompt_search_words_idx'`);
    expect(index?.method).toBe(offered?.rum ? 'rum' : 'gin');
  });

  it('sees what another instance wrote, hid and edited, on its next search', async () => {
    const db = testApp.database.db;
    expect(await titlesFor('numbat')).toEqual([]);
    const id = await insertPrompt(db, {
      title: 'Numbat Field Notes',
      description: 'Notes from a day outdoors.',
      status: 'approved',
    });
    expect(await titlesFor('numbat')).toEqual(['Numbat Field Notes']);
    await db.update(prompts).set({ title: 'Bilby Field Notes' }).where(eq(prompts.id, id));
    expect(await titlesFor('numbat')).toEqual([]);
    expect(await titlesFor('bilby')).toEqual(['Bilby Field Notes']);
    await db.update(prompts).set({ status: 'disabled' }).where(eq(prompts.id, id));
    expect(await titlesFor('bilby')).toEqual([]);
  });

  it("drops a deleted creator's prompts (they leave by cascade)", async () => {
    const db = testApp.database.db;
    const creator = await createTestUser(db);
    for (const title of ['Pademelon Diary', 'Pademelon Recipes']) {
      await insertPrompt(db, { title, status: 'approved', createdById: creator.id });
    }
    expect(await titlesFor('pademelon')).toHaveLength(2);
    await db.delete(users).where(eq(users.id, creator.id));
    expect(await titlesFor('pademelon')).toEqual([]);
  });

  it('answers every concurrent search after a change with the change', async () => {
    const db = testApp.database.db;
    await insertPrompt(db, { title: 'Echidna Walk Planner', status: 'approved' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => titlesFor('echidna', i % 2 ? other : testApp.app)),
    );
    expect(answers).toEqual(Array.from({ length: 20 }, () => ['Echidna Walk Planner']));
  });

  it('orders prompts created within one millisecond by their microseconds, as SQL does', async () => {
    const db = testApp.database.db;
    const ids = [
      await insertPrompt(db, { title: 'Bandicoot Morning', status: 'approved' }),
      await insertPrompt(db, { title: 'Bandicoot Evening', status: 'approved' }),
    ];
    // The higher id gets the earlier microsecond: ordering by id would be wrong.
    const [older, newer] = [...ids].sort().reverse();
    await db.execute(
      sql`update prompts set created_at = '2026-03-01 10:00:00.000100+00' where id = ${older}`,
    );
    await db.execute(
      sql`update prompts set created_at = '2026-03-01 10:00:00.000900+00' where id = ${newer}`,
    );
    const { body } = await getJson<PromptPageJson>(
      testApp.app,
      promptsUrl({ search: 'bandicoot', sort: 'newest', literal: 'true' }),
    );
    expect(body.prompts.map((prompt) => prompt._id)).toEqual([newer, older]);
  });

  it('finds nothing after the search table was emptied, then what is written again', async () => {
    const db = testApp.database.db;
    await insertPrompt(db, { title: 'Wallaby Warmups', status: 'approved' });
    expect(await titlesFor('wallaby')).toEqual(['Wallaby Warmups']);
    await db.execute(sql`truncate prompt_search`);
    expect(await titlesFor('wallaby')).toEqual([]);
    // Rows written again (as a repair would) are found again.
    await db
      .update(prompts)
      .set({ status: 'approved', description: 'Again.' })
      .where(eq(prompts.title, 'Wallaby Warmups'));
    expect(await titlesFor('wallaby')).toEqual(['Wallaby Warmups']);
  });

  it('finds a term anywhere inside a word longer than the index keeps whole', async () => {
    const db = testApp.database.db;
    const long = `${'wombat'.repeat(20)}quenda${'wombat'.repeat(30)}`;
    await insertPrompt(db, {
      title: 'Long Word Keeper',
      description: `A word of ${long.length} letters: ${long}.`,
      status: 'approved',
    });
    // Past the first 120 characters, and straddling a piece boundary.
    expect(await titlesFor('quenda')).toEqual(['Long Word Keeper']);
    expect(await titlesFor('batquendawom')).toEqual(['Long Word Keeper']);
    expect(await titlesFor('wombatwombatwombat')).toEqual(['Long Word Keeper']);
    // A short term matches word starts only, never the start of a later piece.
    expect(await titlesFor('qu')).not.toContain('Long Word Keeper');
    expect(await titlesFor('wo')).toContain('Long Word Keeper');
  });

  it('lists the same whichever way it finds the newest matches, whatever the cap', async () => {
    const db = testApp.database.db;
    const rum = await db
      .select({ method: sql<string>`am.amname` })
      .from(sql`pg_class c join pg_am am on am.oid = c.relam`)
      .where(sql`c.relname = 'prompt_search_words_idx'`);
    const searches = ['email', 'ai plan', 'mail', 'the', 'write short', 'plan email', 'e mail'];
    for (const search of searches) {
      for (const variant of [{}, { sort: 'newest' }, { category: 'Marketing' }] as const) {
        const input = listPromptsInput.parse({ search, limit: 48, ...variant });
        const terms = await stemTerms(db, searchTerms(search));
        const clauses = buildClauses(terms, await expandTerms(db, terms), input);
        if (!clauses) throw new Error(`"${search}" should match`);
        // Caps from far too few rows (stopped short, then redone through
        // RUM or read whole) to more than the library holds. Without RUM
        // the app only ever asks the planner.
        const withRum: NewestOrder[] = [
          { kind: 'index order' },
          { kind: 'walk', rows: 2 },
          ...[...clauses.parts.keys()].flatMap((part) =>
            [1, 3, 100_000].flatMap((rows): NewestOrder[] => [
              { kind: 'part first', part, rows },
              { kind: 'part first', part, rows, whole: true },
            ]),
          ),
        ];
        const orders: NewestOrder[] = [
          { kind: 'planner' },
          { kind: 'walk', rows: 100_000 },
          ...(rum[0]?.method === 'rum' ? withRum : []),
        ];
        // A capped order that stops short is redone through RUM; without
        // it, each order is read as it is (the walk's cap is never met).
        const read = async (order: NewestOrder) =>
          rum[0]?.method === 'rum'
            ? (await exactListing(db, terms, clauses, input, order)).listing
            : searchListing(db, terms, clauses, input, order);
        const listings = await Promise.all(
          orders.map(async (order) => ({ order, listing: await read(order) })),
        );
        const expected = listings[0]?.listing;
        for (const { order, listing } of listings.slice(1)) {
          expect({ search, variant, order, listing }).toEqual({
            search,
            variant,
            order,
            listing: expected,
          });
        }
      }
    }
  });
});
