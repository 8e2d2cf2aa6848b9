/**
 * The search's relevance set (the search issue): what each query must put
 * first, over the seeded sample library plus a few prompts in other scripts
 * and with a chain. Whole words, word forms, prefixes, substrings inside
 * words, misspellings (with the spelling the page then names), words only a
 * system prompt or a chain step holds, punctuation, and letters beyond
 * ASCII. It runs on both databases (the db-pglite and db-postgres
 * projects: GIN and RUM words indexes), so the two must agree; and every
 * query, with filters and sorts, finds exactly what decision 017's rules
 * read straight from each document find (tests/helpers/reference-search.ts).
 *
 * `first` is a set: those titles, in any order, fill the first places (ties
 * are ordered newest first, which the seed does not pin down).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPrompt } from '../helpers/prompt-fixtures.ts';
import { getJson, type PromptPageJson, promptsUrl } from '../helpers/rest-json.ts';
import { referenceSearch } from '../helpers/reference-search.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

interface RelevanceCase {
  query: string;
  first: string[];
  /** The spelling searched instead, when the query as typed finds nothing. */
  corrected?: string;
}

const EMAIL_TITLES = [
  'Cold Email That Earns a Reply',
  'Salary Negotiation Email That Stays Warm',
  'Support Email Macros for Common Tickets',
  'Waitlist Launch Email Sequence',
];
const POSTER_TITLES = [
  'Retro Travel Poster for Any City',
  'Risograph Event Poster With Bold Lettering',
];
const RECIPE_TITLES = ['Pantry Rescue Recipe in Thirty Minutes', 'Fridge Photo to Dinner Recipe'];
const CAFE = 'Café Menu Translator';
const RUSSIAN = 'Russian Greetings Coach';
const STREETS = 'German Street Names Explained';
const CHAINED = 'Three-Step Trend Report';

const CASES: Record<string, RelevanceCase[]> = {
  'whole words': [
    { query: 'email', first: EMAIL_TITLES },
    { query: 'poster', first: POSTER_TITLES },
    { query: 'sql', first: ['Plain-English Question to Safe SQL'] },
    { query: 'podcast', first: ['Podcast Show Notes and Chapter Markers'] },
    { query: 'recipe', first: RECIPE_TITLES },
    { query: 'cold email', first: ['Cold Email That Earns a Reply'] },
    { query: 'meal plan', first: ['Weekly Meal Plan With Shopping List'] },
    { query: 'code review', first: ['Code Review Focused on Real Risk'] },
  ],
  'word forms': [
    { query: 'emails', first: EMAIL_TITLES },
    { query: 'posters', first: POSTER_TITLES },
    { query: 'recipes', first: RECIPE_TITLES },
    { query: 'itineraries', first: ['Five-Day Travel Itinerary With Slack Time'] },
  ],
  prefixes: [
    { query: 'podc', first: ['Podcast Show Notes and Chapter Markers'] },
    { query: 'itiner', first: ['Five-Day Travel Itinerary With Slack Time'] },
    { query: 'negoti', first: ['Salary Negotiation Email That Stays Warm'] },
    { query: 'flashc', first: ['Vocabulary Flashcard Illustration'] },
  ],
  'substrings inside words': [
    { query: 'mail', first: EMAIL_TITLES },
    { query: 'lashcard', first: ['Vocabulary Flashcard Illustration'] },
    { query: 'gotiation', first: ['Salary Negotiation Email That Stays Warm'] },
    { query: 'tinerary', first: ['Five-Day Travel Itinerary With Slack Time'] },
  ],
  misspellings: [
    { query: 'emial', first: EMAIL_TITLES, corrected: 'email' },
    { query: 'podcats', first: ['Podcast Show Notes and Chapter Markers'], corrected: 'podcast' },
    { query: 'recipie', first: RECIPE_TITLES, corrected: 'recipe' },
    {
      query: 'itinerery',
      first: ['Five-Day Travel Itinerary With Slack Time'],
      corrected: 'itinerary',
    },
    {
      query: 'trhee angles',
      first: ['Social Ad Copy in Three Angles'],
      corrected: 'three angles',
    },
    {
      query: 'palin english',
      first: ['Plain-English Question to Safe SQL'],
      corrected: 'plain english',
    },
    {
      query: 'cold emial',
      first: ['Cold Email That Earns a Reply'],
      corrected: 'cold email',
    },
  ],
  'words only a system prompt or a chain step holds': [
    { query: 'flattery', first: ['Cold Email That Earns a Reply'] },
    { query: 'superlatives', first: ['Product Description That Sells the Outcome'] },
    { query: 'ghostwrite', first: ['LinkedIn Post From a Hard Lesson'] },
    { query: 'backward design', first: ['Semester Unit Plan in Three Stages'] },
    { query: 'zeitgeist', first: [CHAINED] },
  ],
  punctuation: [
    { query: 'plain-english sql', first: ['Plain-English Question to Safe SQL'] },
    { query: '"cold" email!!!', first: ['Cold Email That Earns a Reply'] },
    { query: 'podcast: (show) & notes | *', first: ['Podcast Show Notes and Chapter Markers'] },
  ],
  "other languages' letters": [
    { query: 'café', first: [CAFE] },
    { query: 'CAFÉ', first: [CAFE] },
    { query: 'crème brûlée', first: [CAFE] },
    { query: 'привет', first: [RUSSIAN] },
    { query: 'здравств', first: [RUSSIAN] },
    { query: 'straße', first: [STREETS] },
  ],
};

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
  const db = testApp.database.db;
  await insertPrompt(db, {
    title: CAFE,
    description:
      'Translate a café menu into plain English, keeping crème brûlée and jalapeño as written.',
    categories: ['Food & Cooking', 'Language Learning'],
    status: 'approved',
  });
  await insertPrompt(db, {
    title: RUSSIAN,
    description:
      'Practise everyday greetings in Russian: привет with friends, здравствуйте with strangers.',
    categories: ['Language Learning'],
    status: 'approved',
  });
  await insertPrompt(db, {
    title: STREETS,
    description: 'Explain what the parts of a German street name mean, such as Hauptstraße.',
    categories: ['Travel'],
    status: 'approved',
  });
  await insertPrompt(db, {
    title: CHAINED,
    description: 'Collect what people say about {topic} this month.',
    categories: ['Research'],
    status: 'approved',
    isChained: true,
    chainedPrompts: [
      {
        title: 'Sort the signals',
        systemprompt: '',
        description: 'Group the notes into themes that capture the zeitgeist of the month.',
        tools: '',
        variables: [],
      },
    ],
  });
});

afterAll(async () => {
  await testApp.close();
});

async function search(params: Record<string, string>): Promise<PromptPageJson> {
  const { status, body } = await getJson<PromptPageJson>(
    testApp.app,
    promptsUrl({ limit: 48, ...params }),
  );
  expect(status).toBe(200);
  return body;
}

describe.each(Object.entries(CASES))('%s', (_group, cases) => {
  it.each(cases)('"$query" puts $first first', async ({ query, first, corrected }) => {
    const page = await search({ search: query });
    const titles = page.prompts.map((prompt) => prompt.title);
    expect(new Set(titles.slice(0, first.length))).toEqual(new Set(first));
    expect(page.correctedSearch).toBe(corrected);
  });
});

describe('the set as a whole', () => {
  it('holds at least 30 queries', () => {
    expect(Object.values(CASES).flat().length).toBeGreaterThanOrEqual(30);
  });
});

describe('spelling suggestions', () => {
  it('searches exactly what was typed when asked to (literal=true), and finds nothing', async () => {
    const page = await search({ search: 'emial', literal: 'true' });
    expect(page.prompts).toEqual([]);
    expect(page.pagination.totalPrompts).toBe(0);
    expect(page.correctedSearch).toBeUndefined();
  });

  it('never respells a search that finds something', async () => {
    const page = await search({ search: 'mail' });
    expect(page.prompts.length).toBeGreaterThan(0);
    expect(page.correctedSearch).toBeUndefined();
  });

  it('names no spelling when nothing near is known', async () => {
    const page = await search({ search: 'qqqxzv' });
    expect(page.prompts).toEqual([]);
    expect(page.correctedSearch).toBeUndefined();
  });
});

describe('ranking', () => {
  it('puts a whole title word above a substring of one ("mail": Email titles above the rest)', async () => {
    const page = await search({ search: 'mail' });
    const titles = page.prompts.map((prompt) => prompt.title);
    expect(titles.length).toBeGreaterThan(EMAIL_TITLES.length);
    expect(new Set(titles.slice(0, EMAIL_TITLES.length))).toEqual(new Set(EMAIL_TITLES));
  });
});

/** Queries beyond the set: one and two letters, common parts of words, numbers, filters, pages. */
const MORE_QUERIES = ['ai', 'e', 'a b', 'ing', 'the', 'mail plan', '2', 'tion', 'x', 'write'];

describe('the words index and the rules read from each document agree', () => {
  const queries = [
    ...Object.values(CASES)
      .flat()
      .map((c) => c.query),
    ...MORE_QUERIES,
  ];
  const variants: { sort?: 'relevance' | 'newest'; category?: string; model?: string }[] = [
    {},
    { sort: 'newest' },
    { category: 'Marketing' },
    { model: 'ChatGPT', sort: 'newest' },
  ];

  it.each(queries)('lists "%s" alike, with filters and sorts', async (query) => {
    for (const variant of variants) {
      const params = { search: query, ...variant };
      // literal: the reference does not respell.
      const page = await search({ ...params, literal: 'true', limit: '48' });
      const expected = await referenceSearch(testApp.database.db, params);
      const ids = page.prompts.map((prompt) => prompt._id);
      expect({ params, ids }).toEqual({ params, ids: expected.ids.slice(0, 48) });
      expect(page.pagination.totalPrompts).toBe(Math.min(expected.total, 200));
    }
  });
});
