/**
 * Public pages arrive rendered (decision 018): the server sends each one's
 * first HTML inside #root, as the real client build rendered it
 * (dist/prerender/pages.json, written by `npm run build:client`, which
 * `npm test` runs first), so a visitor sees the page before any script runs. Pages whose
 * first render depends on who asks or on the address's query arrive empty,
 * as before. The one inline script (the colour scheme) is allowed by its
 * hash and nothing else inline is.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOG_POSTS, blogPostPath } from '../../src/shared/blog-posts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ROOT_OPEN = '<div id="root">';

let testApp: TestApp;

beforeAll(async () => {
  // Fails rather than skips: CI builds the client before the tests.
  expect(existsSync(path.join(ROOT, 'dist/prerender/pages.json'))).toBe(true);
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

async function page(url: string) {
  const response = await testApp.app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
  const root = response.body.slice(response.body.indexOf(ROOT_OPEN) + ROOT_OPEN.length);
  return { response, root: root.slice(0, root.lastIndexOf('</div>')) };
}

/** The text a reader sees, without tags and React's separator comments. */
function text(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

describe('public pages arrive rendered', () => {
  it.each([
    ['/pricing', ['A plan for every way you prompt', 'Enterprise', 'Sign in to ask for Pro']],
    ['/blog', ['All Posts', BLOG_POSTS[0]?.title ?? '']],
    ['/about', ['Innovation', 'Transparency']],
    ['/', ['Prompts that work', 'Trending Prompts']],
    ['/library', ['Prompt Library']],
    [blogPostPath(BLOG_POSTS[0]!), [BLOG_POSTS[0]?.title ?? '']],
  ])('%s holds its content before any script runs', async (url, expected) => {
    const { response, root } = await page(url);
    expect(response.statusCode).toBe(200);
    for (const words of expected) expect(text(root)).toContain(words);
    // Rendered in place: no inline script to move parts around.
    expect(root).not.toMatch(/<script\b/i);
  });

  it('renders a page once and sends the same HTML to the next visitor', async () => {
    const first = await page('/help');
    const second = await page('/help');
    expect(first.root.length).toBeGreaterThan(1000);
    expect(second.root).toBe(first.root);
  });

  it.each([
    ['/pricing?billing=yearly', 200],
    ['/library?search=email', 200],
    ['/login', 200],
    ['/settings', 200],
    ['/no-such-page', 404],
  ])(
    '%s arrives empty for the app to render (its first render depends on more)',
    async (url, status) => {
      const { response, root } = await page(url);
      expect(response.statusCode).toBe(status);
      expect(root).toBe('');
    },
  );
});

describe('the colour scheme script', () => {
  it('runs inline before the first paint, and the CSP allows exactly it by hash', async () => {
    const { response } = await page('/pricing');
    const inline = [...response.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256')
      .update(inline[0] ?? '')
      .digest('base64');
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toMatch(
      new RegExp(`script-src 'self' 'sha256-${hash.replace(/[+/]/g, '\\$&')}'(;|$)`),
    );
    expect(policy).not.toContain("unsafe-inline'; object");
    expect(response.body.indexOf('<script>')).toBeLessThan(response.body.indexOf('</head>'));
  });
});
