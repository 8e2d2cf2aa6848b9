/**
 * Pages with data arrive rendered with it for a visitor who is not signed
 * in (decision 022): home's trending prompts, the library's first page and
 * a prompt page's prompt are in the HTML, and the same queries, as
 * TanStack Query dehydrates them, are in a JSON block the app hydrates
 * from, exactly as the API answers them. Each answer is rendered from the
 * data of that request and carries an ETag from it: a browser whose copy
 * is current gets a 304. A member, and any address with a query, get the
 * page as built. A title is anyone's text and can never close the block.
 */
import type { DehydratedState } from '@tanstack/react-query';
import { eq } from 'drizzle-orm';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prompts } from '../../src/server/db/schema.ts';
import { QUERY_STATE_ELEMENT_ID } from '../../src/shared/page-queries.ts';
import type { PromptView } from '../../src/shared/prompt-views.ts';
import { registerAccount } from '../helpers/accounts.ts';
import { insertPrompt } from '../helpers/prompt-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { trpcCall } from '../helpers/trpc-inject.ts';

const NEWEST = 'Tide Table Explainer for Sailors';
const HOSTILE = '</script><script>alert(1)</script> & <!-- \u2028 end';

let testApp: TestApp;
let newestId: string;
let pendingId: string;

beforeAll(async () => {
  testApp = await createTestApp({
    prepare: async ({ db }) => {
      await insertPrompt(db, { title: HOSTILE, status: 'approved' });
      newestId = await insertPrompt(db, { title: NEWEST, status: 'approved' });
      pendingId = await insertPrompt(db, { title: 'Not Yet Reviewed Secret', status: 'pending' });
    },
  });
});

afterAll(async () => {
  await testApp.close();
});

async function page(url: string, headers: Record<string, string> = {}) {
  const response = await testApp.app.inject({ method: 'GET', url, headers });
  return { response, body: response.body };
}

const BLOCK = new RegExp(
  `<script type="application/json" id="${QUERY_STATE_ELEMENT_ID}">([\\s\\S]*?)</script>`,
);

function dataBlock(html: string): { raw: string; state: DehydratedState } | null {
  const match = BLOCK.exec(html);
  return match?.[1] ? { raw: match[1], state: superjson.parse<DehydratedState>(match[1]) } : null;
}

/** The data of the block's one query. */
function queryData<T>(html: string): T | undefined {
  return dataBlock(html)?.state.queries[0]?.state.data as T | undefined;
}

function rootOf(html: string): string {
  const open = '<div id="root">';
  return html.slice(html.indexOf(open) + open.length, html.lastIndexOf('</body>'));
}

async function apiIds(path: 'library.list' | 'library.trending', input: unknown) {
  const result = await trpcCall<{ prompts: PromptView[] } | PromptView[]>(testApp.app, {
    path,
    input,
  });
  if (!result.ok) throw new Error(`${path} failed: ${result.error.message}`);
  const data = result.data;
  return (Array.isArray(data) ? data : data.prompts).map((prompt) => prompt._id);
}

describe('the library and home arrive with their data', () => {
  it('the library holds its first page, the same as the API answers', async () => {
    const { response, body } = await page('/library');
    expect(response.statusCode).toBe(200);
    expect(response.headers.vary).toMatch(/cookie/i);
    const listed = queryData<{ prompts: PromptView[] }>(body)?.prompts ?? [];
    expect(listed.map((prompt) => prompt._id)).toEqual(
      await apiIds('library.list', { page: 1, limit: 12 }),
    );
    expect(listed[0]?.title).toBe(NEWEST);
    expect(listed[0]?.createdAt).toBeInstanceOf(Date);
    expect(rootOf(body)).toContain(NEWEST);
    expect(rootOf(body).match(/<article\b/g)).toHaveLength(12);
  });

  it('dates the data when the server read it, so the browser does not fetch it again at once', async () => {
    const before = Date.now();
    const { body } = await page('/library');
    const updatedAt = dataBlock(body)?.state.queries[0]?.state.dataUpdatedAt ?? 0;
    expect(updatedAt).toBeGreaterThanOrEqual(before);
    expect(updatedAt).toBeLessThanOrEqual(Date.now());
  });

  it('home holds its trending prompts, the same as the API answers', async () => {
    const { body } = await page('/');
    const trending = queryData<PromptView[]>(body) ?? [];
    expect(trending).toHaveLength(6);
    expect(trending.map((prompt) => prompt._id)).toEqual(
      await apiIds('library.trending', { limit: 6 }),
    );
    expect(rootOf(body)).toContain(trending[0]?.title ?? 'missing');
  });

  it('a title cannot close the data block or start markup', async () => {
    const { body } = await page('/library');
    const block = dataBlock(body);
    expect(block?.raw).not.toMatch(/[<>&\u2028\u2029]/);
    const titles = queryData<{ prompts: PromptView[] }>(body)?.prompts.map((p) => p.title);
    expect(titles).toContain(HOSTILE);
    // The page's only scripts: the colour scheme, the data block, and the app's own files.
    const scripts = body.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.filter((tag) => !/type="module"|application\/json/.test(tag))).toEqual([
      '<script>',
    ]);
    expect(rootOf(body)).not.toContain('<script>alert(1)');
  });

  it.each([['/library?search=tide'], ['/?ref=newsletter']])(
    '%s, with a query, is sent as built and without data',
    async (url) => {
      const { body } = await page(url);
      expect(dataBlock(body)).toBeNull();
    },
  );

  it('a signed-in member gets the page as built: their likes and saves are not in it', async () => {
    const member = await registerAccount(testApp.app);
    const { response, body } = await page('/library', { cookie: `session=${member.token}` });
    expect(response.statusCode).toBe(200);
    expect(dataBlock(body)).toBeNull();
    expect(rootOf(body)).not.toContain(NEWEST);
    expect(rootOf(body)).toContain('Prompt Library');
  });
});

describe('a prompt page arrives with its prompt', () => {
  it('renders the prompt, with its query and its own head', async () => {
    const { response, body } = await page(`/prompts/${newestId}`);
    expect(response.statusCode).toBe(200);
    expect(queryData<PromptView>(body)?._id).toBe(newestId);
    expect(rootOf(body)).toContain(NEWEST);
    expect(body).toContain(`<title>${NEWEST} · Prompt Hub</title>`);
  });

  it('is sent without its data to a signed-in member, as before', async () => {
    const member = await registerAccount(testApp.app);
    const { response, body } = await page(`/prompts/${newestId}`, {
      cookie: `session=${member.token}`,
    });
    expect(response.statusCode).toBe(200);
    expect(dataBlock(body)).toBeNull();
    expect(rootOf(body)).not.toContain(NEWEST);
  });

  it('is a 404 with nothing of a prompt that is not public', async () => {
    const { response, body } = await page(`/prompts/${pendingId}`);
    expect(response.statusCode).toBe(404);
    expect(dataBlock(body)).toBeNull();
    expect(body).not.toContain('Not Yet Reviewed Secret');
    expect(response.headers.etag).toBeUndefined();
  });
});

describe('HTTP caching instead of kept pages', () => {
  it('tags a page with data and answers a browser whose copy is current with a 304', async () => {
    const first = await page('/library');
    expect(first.response.headers['cache-control']).toBe('no-cache');
    const etag = String(first.response.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await page('/library', { 'if-none-match': etag });
    expect(again.response.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.response.headers.etag).toBe(etag);
  });

  it('gives the same tag for the same data, read again on each request', async () => {
    const first = await page('/');
    const second = await page('/');
    expect(second.response.headers.etag).toBe(first.response.headers.etag);
    expect(dataBlock(second.body)?.state.queries[0]?.state.dataUpdatedAt).toBeGreaterThanOrEqual(
      dataBlock(first.body)?.state.queries[0]?.state.dataUpdatedAt ?? 0,
    );
  });

  it('shows a new prompt on the very next request, with a new tag', async () => {
    const before = await page('/library');
    const title = 'Harbour Pilot Briefing Notes';
    await insertPrompt(testApp.database.db, { title, status: 'approved' });
    const after = await page('/library', { 'if-none-match': String(before.response.headers.etag) });
    expect(after.response.statusCode).toBe(200);
    expect(after.response.headers.etag).not.toBe(before.response.headers.etag);
    expect(rootOf(after.body)).toContain(title);
  });

  it('changes the tag when only a count changed (counts do not move the library version)', async () => {
    const before = await page(`/prompts/${newestId}`);
    await testApp.database.db
      .update(prompts)
      .set({ upvotes: 4321 })
      .where(eq(prompts.id, newestId));
    const after = await page(`/prompts/${newestId}`, {
      'if-none-match': String(before.response.headers.etag),
    });
    expect(after.response.statusCode).toBe(200);
    expect(queryData<PromptView>(after.body)?.upvotes).toBe(4321);
  });

  it('tags a page without data by its build and answers its revalidation with a 304', async () => {
    const first = await page('/pricing');
    const etag = String(first.response.headers.etag);
    expect(first.response.headers['cache-control']).toBe('no-cache');
    expect((await page('/pricing')).response.headers.etag).toBe(etag);
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      expect((await page('/pricing', { 'if-none-match': header })).response.statusCode).toBe(304);
    }
    expect((await page('/pricing', { 'if-none-match': '"other"' })).response.statusCode).toBe(200);
  });

  it('tags each page apart, and a member apart from a visitor', async () => {
    const member = await registerAccount(testApp.app);
    const visitor = await page('/library');
    const signedIn = await page('/library', { cookie: `session=${member.token}` });
    const blog = await page('/blog');
    const tags = [visitor, signedIn, blog].map(({ response }) => response.headers.etag);
    expect(new Set(tags).size).toBe(3);
  });
});
