/**
 * Home and the library arrive with their data for a visitor who is not
 * signed in (decision 018): the prompts are in the HTML, and the same data
 * is in a JSON block the app starts from, exactly as the API answers it.
 * A member, and any address with a query, get the page as built. A title
 * is anyone's text and can never close the block.
 */
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_DATA_ELEMENT_ID } from '../../src/shared/page-data.ts';
import type { PromptView } from '../../src/shared/prompt-views.ts';
import { registerAccount } from '../helpers/accounts.ts';
import { insertPrompt } from '../helpers/prompt-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { trpcCall } from '../helpers/trpc-inject.ts';

const NEWEST = 'Tide Table Explainer for Sailors';
const HOSTILE = '</script><script>alert(1)</script> & <!-- \u2028 end';

let testApp: TestApp;

beforeAll(async () => {
  // Before the app starts: it renders the pages once ready, and keeps them a while.
  testApp = await createTestApp({
    prepare: async ({ db }) => {
      await insertPrompt(db, { title: HOSTILE, status: 'approved' });
      await insertPrompt(db, { title: NEWEST, status: 'approved' });
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
  `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}" [^>]*>([\\s\\S]*?)</script>`,
);

interface PageDataJson {
  trending?: PromptView[];
  libraryFirstPage?: { prompts: PromptView[] };
}

function dataBlock(html: string): { raw: string; data: PageDataJson } | null {
  const match = BLOCK.exec(html);
  return match?.[1] ? { raw: match[1], data: superjson.parse<PageDataJson>(match[1]) } : null;
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
    const block = dataBlock(body);
    const prompts = block?.data.libraryFirstPage?.prompts ?? [];
    expect(prompts.map((prompt) => prompt._id)).toEqual(
      await apiIds('library.list', { page: 1, limit: 12 }),
    );
    expect(prompts[0]?.title).toBe(NEWEST);
    expect(prompts[0]?.createdAt).toBeInstanceOf(Date);
    expect(rootOf(body)).toContain(NEWEST);
    expect(rootOf(body).match(/<article\b/g)).toHaveLength(12);
  });

  it('says how long ago the data was read, so the browser does not fetch it again at once', async () => {
    const { body } = await page('/library');
    const age = /<script type="application\/json" id="page-data" data-age-ms="(\d+)">/.exec(body);
    // A whole number of milliseconds. How many depends on this test's
    // timing: a kept page may be sent while it is fetched again.
    expect(age).not.toBeNull();
  });

  it('home holds its trending prompts, the same as the API answers', async () => {
    const { body } = await page('/');
    const trending = dataBlock(body)?.data.trending ?? [];
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
    expect(block?.data.libraryFirstPage?.prompts.map((prompt) => prompt.title)).toContain(HOSTILE);
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
