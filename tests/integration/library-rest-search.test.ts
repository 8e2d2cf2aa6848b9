/**
 * GET /api/prompts with search, category and model filters, and
 * GET /api/prompts/trending. Expected sets come from the seeded samples.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_PROMPTS } from '../../src/server/db/seed/sample-prompts.ts';
import { insertPrompt } from '../helpers/prompt-fixtures.ts';
import {
  allLibraryPrompts,
  type ErrorJson,
  getJson,
  type PromptJson,
  type PromptPageJson,
  promptsUrl,
} from '../helpers/rest-json.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTestUser } from '../helpers/test-users.ts';

const EMAIL_TITLES = [
  'Cold Email That Earns a Reply',
  'Salary Negotiation Email That Stays Warm',
  'Support Email Macros for Common Tickets',
  'Waitlist Launch Email Sequence',
];

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
  const owner = await createTestUser(testApp.database.db);
  // A hidden prompt that would win every ranking if status were ignored.
  await insertPrompt(testApp.database.db, {
    title: 'Email marketing photo email Midjourney draft',
    description: 'email email marketing photo',
    categories: ['Email', 'Marketing', 'Art'],
    model: 'Midjourney',
    status: 'pending',
    usageCount: 9_999_999,
    createdById: owner.id,
  });
});

afterAll(async () => {
  await testApp.close();
});

async function search(params: Record<string, string>): Promise<PromptJson[]> {
  const { status, body } = await getJson<PromptPageJson>(
    testApp.app,
    promptsUrl({ ...params, limit: 48 }),
  );
  expect(status).toBe(200);
  expect(body.pagination.totalPrompts).toBe(body.prompts.length);
  return body.prompts;
}

const titles = (prompts: PromptJson[]) => prompts.map((prompt) => prompt.title);

function samplesWhere(test: (sample: (typeof SAMPLE_PROMPTS)[number]) => boolean): string[] {
  return SAMPLE_PROMPTS.filter(test)
    .map((sample) => sample.title)
    .sort();
}

describe('search', () => {
  it('ranks title matches above description-only matches', async () => {
    const found = await search({ search: 'photo' });
    const inTitle = found.map((prompt) => /photo/i.test(prompt.title));
    expect(inTitle.filter(Boolean).length).toBeGreaterThan(0);
    expect(inTitle.includes(false)).toBe(true);
    // Every title match comes before the first non-title match.
    expect(inTitle.indexOf(false)).toBe(inTitle.lastIndexOf(true) + 1);
    const descriptionOnly = found.filter(
      (prompt) => !/photo/i.test(prompt.title) && /photo/i.test(prompt.description),
    );
    expect(titles(descriptionOnly)).toContain('Misty Alpine Lake at Blue Hour');
  });

  it('finds email prompts from the prefix "emai", titles first', async () => {
    const found = await search({ search: 'emai' });
    expect(titles(found).slice(0, 4).sort()).toEqual(EMAIL_TITLES);
    expect(titles(found)).toEqual(titles(await search({ search: 'email' })));
    for (const prompt of found) {
      expect(`${prompt.title} ${prompt.description} ${prompt.categories.join(' ')}`).toMatch(
        /email/i,
      );
    }
  });

  it('finds "marketing" from the half-typed word "marketin"', async () => {
    const found = await search({ search: 'marketin' });
    expect(titles(found).sort()).toEqual(
      samplesWhere((s) =>
        /marketin/i.test(`${s.title} ${s.description} ${s.categories.join(' ')}`),
      ),
    );
    expect(found.length).toBeGreaterThanOrEqual(10);
  });

  it('ignores case', async () => {
    const lower = titles(await search({ search: 'email' }));
    expect(titles(await search({ search: 'EMAIL' }))).toEqual(lower);
    expect(titles(await search({ search: 'eMaIl' }))).toEqual(lower);
  });

  it('requires every word', async () => {
    const found = await search({ search: 'cold email' });
    expect(titles(found)).toEqual(['Cold Email That Earns a Reply']);
  });

  it('finds stemmed forms ("recipes" finds "Recipe")', async () => {
    const found = await search({ search: 'recipes' });
    expect(titles(found).sort()).toEqual([
      'Fridge Photo to Dinner Recipe',
      'Pantry Rescue Recipe in Thirty Minutes',
    ]);
  });

  it('answers a search that matches nothing with an empty page', async () => {
    const { body } = await getJson<PromptPageJson>(
      testApp.app,
      promptsUrl({ search: 'xylophonics' }),
    );
    expect(body).toEqual({
      prompts: [],
      pagination: {
        currentPage: 1,
        totalPages: 0,
        totalPrompts: 0,
        hasNextPage: false,
        hasPrevPage: false,
      },
    });
  });

  it('treats an empty or blank search as no search', async () => {
    const { body } = await getJson<PromptPageJson>(testApp.app, promptsUrl({ search: '   ' }));
    expect(body.pagination.totalPrompts).toBe(SAMPLE_PROMPTS.length);
  });
});

describe('category filter', () => {
  it('keeps prompts carrying that exact category', async () => {
    const found = await search({ category: 'Email' });
    expect(titles(found).sort()).toEqual(samplesWhere((s) => s.categories.includes('Email')));
    expect(found.every((prompt) => prompt.categories.includes('Email'))).toBe(true);
  });

  it('matches a category that is not the first one', async () => {
    const found = await search({ category: 'Photography' });
    expect(found.some((prompt) => prompt.category !== 'Photography')).toBe(true);
    expect(titles(found).sort()).toEqual(samplesWhere((s) => s.categories.includes('Photography')));
  });

  it('is exact: no prefix, no other case', async () => {
    expect(await search({ category: 'Emai' })).toEqual([]);
    expect(await search({ category: 'email' })).toEqual([]);
  });

  it('answers a custom category nobody used with an empty list', async () => {
    expect(await search({ category: 'Underwater Basket Weaving' })).toEqual([]);
  });

  it('pages within the filter', async () => {
    const expected = samplesWhere((s) => s.categories.includes('Art')).length;
    const { body } = await getJson<PromptPageJson>(
      testApp.app,
      promptsUrl({ category: 'Art', limit: 6, page: 2 }),
    );
    expect(body.pagination.totalPrompts).toBe(expected);
    expect(body.pagination.totalPages).toBe(Math.ceil(expected / 6));
    expect(body.prompts).toHaveLength(Math.min(6, expected - 6));
  });
});

describe('model filter', () => {
  it.each(['Midjourney', 'Stable Diffusion', 'GPT-4 Vision', 'Claude'])(
    'keeps only %s prompts',
    async (model) => {
      const found = await search({ model });
      expect(found.every((prompt) => prompt.model === model)).toBe(true);
      expect(titles(found).sort()).toEqual(samplesWhere((s) => s.model === model));
    },
  );

  it('answers a known model nobody used with an empty list', async () => {
    expect(await search({ model: 'Gemini Pro Vision', category: 'Art' })).toEqual([]);
  });
});

describe('combined filters', () => {
  it('applies category and model together', async () => {
    const found = await search({ category: 'Art', model: 'Midjourney' });
    expect(titles(found).sort()).toEqual(
      samplesWhere((s) => s.model === 'Midjourney' && s.categories.includes('Art')),
    );
    expect(found.length).toBeGreaterThan(1);
  });

  it('applies search, category and model together', async () => {
    const found = await search({ search: 'email', category: 'Career', model: 'Other' });
    expect(titles(found)).toEqual(['Salary Negotiation Email That Stays Warm']);
  });

  it('applies search with a category', async () => {
    const found = await search({ search: 'portrait', category: 'Art' });
    expect(titles(found)).toContain('Neon Rain Street Portrait');
    expect(found.every((prompt) => prompt.categories.includes('Art'))).toBe(true);
  });
});

describe('GET /api/prompts/trending', () => {
  const byUsage = [...SAMPLE_PROMPTS].sort((a, b) => b.usageCount - a.usageCount);

  it('returns the 6 most used approved prompts by default', async () => {
    const { status, body } = await getJson<{ prompts: PromptJson[] }>(
      testApp.app,
      '/api/prompts/trending',
    );
    expect(status).toBe(200);
    expect(titles(body.prompts)).toEqual(byUsage.slice(0, 6).map((s) => s.title));
    expect(body.prompts[0]?.title).toBe('Mock Interview With Real Follow-Ups');
  });

  it('orders by usageCount descending up to the limit of 50', async () => {
    const { body } = await getJson<{ prompts: PromptJson[] }>(
      testApp.app,
      '/api/prompts/trending?limit=50',
    );
    expect(body.prompts).toHaveLength(50);
    const counts = body.prompts.map((prompt) => prompt.usageCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(body.prompts.every((prompt) => prompt.status === 'approved')).toBe(true);
  });

  it('accepts a smaller limit, as the dashboard asks for 8', async () => {
    const { body } = await getJson<{ prompts: PromptJson[] }>(
      testApp.app,
      '/api/prompts/trending?limit=8',
    );
    expect(titles(body.prompts)).toEqual(byUsage.slice(0, 8).map((s) => s.title));
  });

  it('refuses limit=51 with a 400 naming the field', async () => {
    const { status, body } = await getJson<ErrorJson>(
      testApp.app,
      '/api/prompts/trending?limit=51',
    );
    expect(status).toBe(400);
    expect(body.code).toBe('BAD_REQUEST');
    expect(body.fields).toHaveProperty('limit');
  });

  it('draws only from the public library', async () => {
    const publicIds = new Set((await allLibraryPrompts(testApp.app)).map((prompt) => prompt._id));
    const { body } = await getJson<{ prompts: PromptJson[] }>(
      testApp.app,
      '/api/prompts/trending?limit=50',
    );
    expect(body.prompts.every((prompt) => publicIds.has(prompt._id))).toBe(true);
  });
});
