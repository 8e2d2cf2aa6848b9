/**
 * Every page answers a plain GET (any Accept header) with index.html
 * carrying its own title, description, canonical URL and preview tags; a
 * prompt page only for an approved prompt, anything else 404 with the
 * generic HTML. /sitemap.xml lists the public pages and approved prompts,
 * /robots.txt points at it. The client build is a minimal index.html in a
 * temporary folder, so this runs without `npm run build:client`.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { openPostgres } from '../../src/server/db/client.ts';
import { attachments, prompts } from '../../src/server/db/schema.ts';
import { parseEnv } from '../../src/server/env.ts';
import {
  COLOR_SCHEME_SCRIPT_SOURCE,
  COLOR_SCHEME_SCRIPT_TAG,
} from '../../src/server/pages/color-scheme-script.ts';
import { DESCRIPTION_LENGTH } from '../../src/shared/page-heads.ts';
import { SITEMAP_URL_LIMIT } from '../../src/server/pages/sitemap.ts';
import { createPageTemplate } from '../../src/server/pages/spa.ts';
import { createDiskStorage } from '../../src/server/storage/disk-storage.ts';
import { insertPrompt } from '../helpers/prompt-fixtures.ts';
import { createSiblingApp, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createTestUser } from '../helpers/test-users.ts';

const PUBLIC_URL = 'https://prompts.example.com';
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <!-- page-meta: replaced per page -->
    <meta name="description" content="The build's default description" />
    <title>The build's default title</title>
    <!-- /page-meta -->
    <script type="module" crossorigin src="/assets/app-test.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const LONG_TEXT = `Write a launch announcement for {product}.\n\n\tKeep it warm,   specific and short.
${'Mention one concrete benefit for {audience} and end with a clear call to action. '.repeat(4)}`;
const HOSTILE_TITLE = '</title><script>alert("x")</script>';
const HOSTILE_TEXT = '"><img src=x onerror=alert(1)> & friends';
const PENDING_TITLE = 'Secret Draft Nobody May See';
const LASTMOD = new Date('2024-05-06T07:08:09.000Z');

let clientDir: string;
let testApp: TestApp;
/** The same app and database, reached at PUBLIC_URL. */
let publicApp: FastifyInstance;
let imagePromptId: string;
let imageKey: string;
let plainPromptId: string;
let hostilePromptId: string;
let pendingPromptId: string;

const BIG_ASSET = `export const words = ${JSON.stringify('prompt '.repeat(2_000))};\n`;

async function writeClientBuild(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'prompt-hub-client-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'index.html'), INDEX_HTML);
  await writeFile(path.join(dir, 'assets', 'app-test.js'), 'export {};\n');
  // As scripts/precompress-assets.mjs leaves a large asset: the file, its .br and its .gz.
  const big = path.join(dir, 'assets', 'app-big.js');
  await writeFile(big, BIG_ASSET);
  await writeFile(`${big}.br`, brotliCompressSync(BIG_ASSET));
  await writeFile(`${big}.gz`, gzipSync(BIG_ASSET));
  await writeFile(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>\n');
  return dir;
}

async function insertFixtures(): Promise<void> {
  const { db } = testApp.database;
  imagePromptId = await insertPrompt(db, {
    title: 'Launch Announcement Writer',
    description: LONG_TEXT,
    status: 'approved',
    updatedAt: LASTMOD,
  });
  imageKey = `${randomUUID()}.png`;
  // The PDF comes first: the preview takes the first image, not the first file.
  await db.insert(attachments).values([
    {
      promptId: imagePromptId,
      storageKey: `${randomUUID()}.pdf`,
      fileName: 'brief.pdf',
      fileType: 'application/pdf',
      fileSize: 10,
      position: 0,
    },
    {
      promptId: imagePromptId,
      storageKey: imageKey,
      fileName: 'cover.png',
      fileType: 'image/png',
      fileSize: 10,
      position: 1,
    },
    {
      promptId: imagePromptId,
      storageKey: `${randomUUID()}.png`,
      fileName: 'second.png',
      fileType: 'image/png',
      fileSize: 10,
      position: 2,
    },
  ]);
  plainPromptId = await insertPrompt(db, {
    title: 'Meeting Notes Summarizer',
    description: 'Summarize these notes: {notes}',
    status: 'approved',
  });
  hostilePromptId = await insertPrompt(db, {
    title: HOSTILE_TITLE,
    description: HOSTILE_TEXT,
    status: 'approved',
  });
  pendingPromptId = await insertPrompt(db, {
    title: PENDING_TITLE,
    description: 'A draft still waiting for review',
    status: 'pending',
  });
}

beforeAll(async () => {
  clientDir = await writeClientBuild();
  testApp = await createTestApp({ env: { CLIENT_DIST_DIR: clientDir } });
  publicApp = await createSiblingApp(testApp, { env: { PUBLIC_URL } });
  await insertFixtures();
});

afterAll(async () => {
  await publicApp.close();
  await testApp.close();
  await rm(clientDir, { recursive: true, force: true });
});

type Headers = Record<string, string>;

function get(url: string, headers: Headers = {}, app = testApp.app) {
  return app.inject({ method: 'GET', url, headers });
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

function unescapeHtml(value: string): string {
  return value.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);
}

/** The head as a browser would read it: one title, and each tag's value by key. */
function headOf(html: string) {
  const titles = [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => match[1] ?? '');
  const meta = (key: string): string | null => {
    const attribute = key.includes(':') && !key.startsWith('twitter') ? 'property' : 'name';
    const found = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)" />`).exec(html);
    return found ? unescapeHtml(found[1] ?? '') : null;
  };
  const canonical = /<link rel="canonical" href="([^"]*)" \/>/.exec(html);
  return {
    titles,
    title: unescapeHtml(titles[0] ?? ''),
    meta,
    canonical: canonical ? unescapeHtml(canonical[1] ?? '') : null,
  };
}

function expectHtml(response: LightMyRequestResponse, status: number) {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(response.headers['cache-control']).toBe('no-cache');
  expect(response.body).toContain('<div id="root"></div>');
  expect(response.body).toContain('src="/assets/app-test.js"');
  return headOf(response.body);
}

describe('every page answers a plain GET with its HTML', () => {
  it('serves / whatever the Accept header says', async () => {
    for (const headers of [{ accept: '*/*' }, {}, { accept: 'text/html' }] as Headers[]) {
      const head = expectHtml(await get('/', headers), 200);
      expect(head.title).toBe('Prompt Hub: discover, test and share AI prompts');
    }
  });

  it('keeps the strict CSP and adds only the colour-scheme script, allowed by its hash', async () => {
    const response = await get('/library');
    expect(response.headers['content-security-policy']).toContain(
      `script-src 'self' ${COLOR_SCHEME_SCRIPT_SOURCE};`,
    );
    const scripts = response.body.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts).toEqual([
      '<script>',
      '<script type="module" crossorigin src="/assets/app-test.js">',
    ]);
    expect(response.body).toContain(COLOR_SCHEME_SCRIPT_TAG);
  });

  it('gives /library its title, description, canonical URL and card tags', async () => {
    const page = await get('/library', { accept: '*/*' });
    const head = expectHtml(page, 200);
    expect(head.titles).toHaveLength(1);
    expect(head.title).toBe('Prompt Library · Prompt Hub');
    expect(head.meta('description')).toMatch(/^Browse community prompts/);
    expect(head.canonical).toBe('http://localhost:80/library');
    expect(head.meta('og:url')).toBe('http://localhost:80/library');
    expect(head.meta('og:title')).toBe('Prompt Library');
    expect(head.meta('og:type')).toBe('website');
    expect(head.meta('og:site_name')).toBe('Prompt Hub');
    expect(head.meta('og:description')).toBe(head.meta('description'));
    expect(head.meta('twitter:card')).toBe('summary');
    expect(head.meta('og:image')).toBeNull();
    expect(head.meta('robots')).toBeNull();
    // The build's own defaults are replaced, not repeated.
    expect(page.body).not.toContain("The build's default");
  });

  it('escapes a hostile Host header in the URLs it writes', async () => {
    const page = await get('/library', { host: 'evil.test"><script>x()</script>' });
    const head = expectHtml(page, 200);
    expect(head.canonical).toBe('http://evil.test"><script>x()</script>/library');
    expect(page.body).not.toContain('<script>x()');
  });

  it('matches routes as the client router does: any case, a trailing slash, a query', async () => {
    for (const url of ['/LIBRARY', '/library/', '/library?search=email&page=2']) {
      const head = expectHtml(await get(url), 200);
      expect(head.title, url).toBe('Prompt Library · Prompt Hub');
      expect(head.canonical, url).toBe('http://localhost:80/library');
    }
  });

  it('answers every route of the spec with its own title and description', async () => {
    const routes = [
      ['/login', 'Sign in · Prompt Hub'],
      ['/playground', 'Playground · Prompt Hub'],
      ['/submit-prompt', 'Submit a prompt · Prompt Hub'],
      ['/dashboard', 'Admin dashboard · Prompt Hub'],
      ['/profile', 'Profile · Prompt Hub'],
      ['/settings', 'Settings · Prompt Hub'],
      ['/admin/prompts', 'Manage Prompts · Prompt Hub'],
      ['/admin/users', 'Manage Users · Prompt Hub'],
      ['/pricing', 'Pricing · Prompt Hub'],
      ['/models', 'Models · Prompt Hub'],
      ['/docs', 'Documentation · Prompt Hub'],
      ['/about', 'About · Prompt Hub'],
      ['/contact', 'Contact · Prompt Hub'],
      ['/privacy', 'Privacy Policy · Prompt Hub'],
      ['/terms', 'Terms of Service · Prompt Hub'],
      ['/help', 'Help Center · Prompt Hub'],
      ['/blog', 'Blog · Prompt Hub'],
    ];
    const descriptions = new Set<string>();
    for (const [url = '', title] of routes) {
      const head = expectHtml(await get(url), 200);
      expect(head.title, url).toBe(title);
      const description = head.meta('description') ?? '';
      expect(description.length, url).toBeGreaterThan(30);
      expect(description.length, url).toBeLessThanOrEqual(DESCRIPTION_LENGTH);
      descriptions.add(description);
    }
    expect(descriptions.size).toBe(routes.length);
  });

  it('asks search engines not to index private screens', async () => {
    for (const url of ['/login', '/profile', '/settings', '/dashboard', '/admin/users']) {
      expect(headOf((await get(url)).body).meta('robots'), url).toBe('noindex');
    }
    expect(headOf((await get('/pricing')).body).meta('robots')).toBeNull();
  });

  it('answers HEAD for a page', async () => {
    const response = await testApp.app.inject({ method: 'HEAD', url: '/library' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  });
});

describe('a prompt page', () => {
  it('carries an approved prompt’s title, text, and first image as absolute URLs', async () => {
    const head = expectHtml(await get(`/prompts/${imagePromptId}`, {}, publicApp), 200);
    expect(head.title).toBe('Launch Announcement Writer · Prompt Hub');
    expect(head.meta('og:title')).toBe('Launch Announcement Writer');
    expect(head.meta('og:type')).toBe('article');
    expect(head.canonical).toBe(`${PUBLIC_URL}/prompts/${imagePromptId}`);
    expect(head.meta('og:url')).toBe(`${PUBLIC_URL}/prompts/${imagePromptId}`);
    expect(head.meta('og:image')).toBe(`${PUBLIC_URL}/uploads/${imageKey}`);
    expect(head.meta('twitter:card')).toBe('summary_large_image');
  });

  it('makes the description from the prompt text: whitespace collapsed, cut near 160', async () => {
    const head = headOf((await get(`/prompts/${imagePromptId}`)).body);
    const description = head.meta('description') ?? '';
    expect(description).toMatch(
      /^Write a launch announcement for \{product\}\. Keep it warm, specific and short\. Mention/,
    );
    expect(description).not.toMatch(/\s{2}|[\n\t]/);
    expect(description.endsWith('…')).toBe(true);
    expect(Array.from(description).length).toBeLessThanOrEqual(DESCRIPTION_LENGTH);
    expect(Array.from(description).length).toBeGreaterThan(DESCRIPTION_LENGTH - 30);
    expect(head.meta('og:description')).toBe(description);
  });

  it('keeps a short text whole, and has no image tag without an image', async () => {
    const head = expectHtml(await get(`/prompts/${plainPromptId}`), 200);
    expect(head.meta('description')).toBe('Summarize these notes: {notes}');
    expect(head.meta('og:image')).toBeNull();
    expect(head.meta('twitter:card')).toBe('summary');
  });

  it('escapes a hostile title and text so nothing breaks out of the head', async () => {
    const page = await get(`/prompts/${hostilePromptId}`);
    const head = expectHtml(page, 200);
    expect(head.titles).toHaveLength(1);
    expect(head.title).toBe(`${HOSTILE_TITLE} · Prompt Hub`);
    expect(head.meta('og:title')).toBe(HOSTILE_TITLE);
    expect(head.meta('description')).toBe(HOSTILE_TEXT);
    expect(page.body).not.toContain('<script>alert');
    expect(page.body).not.toContain('<img');
    expect(page.body).toContain('&lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)');
  });

  it('is a 404 with the generic HTML for a pending prompt, leaking nothing', async () => {
    for (const url of [
      `/prompts/${pendingPromptId}`,
      `/prompts/${pendingPromptId.toUpperCase()}`,
    ]) {
      const page = await get(url);
      const head = expectHtml(page, 404);
      expect(head.title).toBe('Page not found · Prompt Hub');
      expect(head.meta('robots')).toBe('noindex');
      expect(head.canonical).toBeNull();
      expect(page.body).not.toContain(PENDING_TITLE);
      expect(page.body).not.toContain('waiting for review');
      expect(page.body).not.toContain(pendingPromptId);
    }
  });

  it("is the owner's and an admin's page (200), still leaking nothing into the head", async () => {
    const { db } = testApp.database;
    const owner = await createTestUser(db, { name: 'Draft Owner' });
    const stranger = await createTestUser(db, { name: 'Not The Owner' });
    const admin = await createTestUser(db, { role: 'admin' });
    const draftId = await insertPrompt(db, {
      title: 'Owner Draft Title',
      status: 'rejected',
      createdById: owner.id,
    });
    for (const viewer of [owner, admin]) {
      const page = await get(`/prompts/${draftId}`, bearer(viewer));
      const head = expectHtml(page, 200);
      expect(head.title).toBe('Prompt · Prompt Hub');
      expect(head.meta('robots')).toBe('noindex');
      expect(page.body).not.toContain('Owner Draft Title');
    }
    expectHtml(await get(`/prompts/${draftId}`, bearer(stranger)), 404);
    expectHtml(await get(`/prompts/${draftId}`), 404);
  });

  it('is a 404 for a missing id and for one that is not an id', async () => {
    for (const url of [`/prompts/${randomUUID()}`, '/prompts/not-an-id', '/prompts/12345']) {
      const head = expectHtml(await get(url), 404);
      expect(head.title, url).toBe('Page not found · Prompt Hub');
    }
  });

  it('serves the editor route without saying anything about the prompt', async () => {
    const page = await get(`/edit-prompt/${pendingPromptId}`);
    const head = expectHtml(page, 200);
    expect(head.title).toBe('Edit prompt · Prompt Hub');
    expect(head.meta('robots')).toBe('noindex');
    expect(page.body).not.toContain(PENDING_TITLE);
  });
});

describe('what is not a page', () => {
  it('answers an unknown path 404 with the generic HTML', async () => {
    for (const url of ['/nope', '/prompts', '/prompts/a/b', '/admin', '/library/more']) {
      const head = expectHtml(await get(url, { accept: '*/*' }), 404);
      expect(head.title, url).toBe('Page not found · Prompt Hub');
    }
  });

  it('keeps the API’s JSON 404, even for a browser', async () => {
    for (const headers of [{}, { accept: 'text/html' }] as Headers[]) {
      const reply = await get('/api/nope', headers);
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('keeps plain 404s for missing files and uploads', async () => {
    for (const url of ['/assets/missing.js', '/favicon.ico', '/uploads/missing.png']) {
      const reply = await get(url, { accept: 'text/html' });
      expect(reply.statusCode, url).toBe(404);
      expect(reply.headers['content-type'], url).toMatch(/^text\/plain/);
      expect(reply.body, url).not.toContain('<div id="root">');
    }
  });

  it('still serves the built files: hashed assets cached for a year', async () => {
    const asset = await get('/assets/app-test.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const file = await get('/favicon.svg');
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('public, max-age=300');
  });

  it('sends the build-time .br or .gz of an asset, whichever the browser takes', async () => {
    const brotli = await get('/assets/app-big.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    // The very bytes the build wrote, not a fresh compression of the file.
    expect(brotli.rawPayload.equals(brotliCompressSync(BIG_ASSET))).toBe(true);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(BIG_ASSET);

    const gzipped = await get('/assets/app-big.js', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(BIG_ASSET);

    const plain = await get('/assets/app-big.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(BIG_ASSET);
  });
});

describe('index.html without the page-meta markers', () => {
  it('has its <title> replaced and its description dropped', () => {
    const template = createPageTemplate(
      '<html><head><meta name="description" content="old" /><title>Old</title></head></html>',
    );
    expect(template('<title>New</title>')).toBe('<html><head><title>New</title></head></html>');
  });

  it('refuses a file with neither, at start', () => {
    expect(() => createPageTemplate('<html><head></head></html>')).toThrow(/page-meta/);
  });
});

interface XmlElement {
  name: string;
  attributes: Map<string, string>;
  children: XmlElement[];
  text: string;
}

const XML_NAME = '[A-Za-z_][\\w.:-]*';
const XML_REFERENCE = '&(?:amp|lt|gt|quot|apos|#\\d+|#x[\\da-fA-F]+);';
const XML_TEXT = new RegExp(`(?:[^<&]|${XML_REFERENCE})*`, 'y');
const XML_OPEN = new RegExp(
  `<(${XML_NAME})((?:\\s+${XML_NAME}="(?:[^"<&]|${XML_REFERENCE})*")*)\\s*(/?)>`,
  'y',
);
const XML_ENTITIES: Record<string, string> = { ...ENTITIES, '&apos;': "'" };

/**
 * A strict parser for the XML subset a sitemap uses (declaration, elements,
 * attributes, text with entity references): anything not well-formed
 * throws, saying where.
 */
function parseXml(source: string): XmlElement {
  let at = 0;
  const fail = (why: string): never => {
    throw new Error(`not well-formed at ${at}: ${why}: ${source.slice(at, at + 40)}`);
  };
  const read = (pattern: RegExp) => {
    pattern.lastIndex = at;
    const found = pattern.exec(source);
    if (found) at = pattern.lastIndex;
    return found;
  };
  const decode = (text: string) =>
    text.replace(/&(?:amp|lt|gt|quot|apos);/g, (entity) => XML_ENTITIES[entity] ?? entity);
  const element = (): XmlElement => {
    const open = read(XML_OPEN) ?? fail('expected a start tag');
    const attributes = new Map<string, string>();
    for (const [, key = '', value = ''] of (open[2] ?? '').matchAll(/([^\s=]+)="([^"]*)"/g)) {
      if (attributes.has(key)) fail(`attribute ${key} twice`);
      attributes.set(key, decode(value));
    }
    const node: XmlElement = { name: open[1] ?? '', attributes, children: [], text: '' };
    if (open[3]) return node;
    for (;;) {
      node.text += decode(read(XML_TEXT)?.[0] ?? '');
      if (source.startsWith(`</${node.name}>`, at)) {
        at += node.name.length + 3;
        return node;
      }
      if (source.startsWith('</', at)) fail(`expected </${node.name}>`);
      node.children.push(element());
    }
  };
  read(/<\?xml version="1\.0" encoding="UTF-8"\?>\s*/y);
  const root = element();
  read(/\s*/y);
  if (at !== source.length) fail('content after the root element');
  return root;
}

interface SitemapEntry {
  loc: string;
  lastmod: string | null;
}

function sitemapEntries(xml: string): SitemapEntry[] {
  const root = parseXml(xml);
  expect(root.name).toBe('urlset');
  expect(root.attributes.get('xmlns')).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  return root.children.map((url) => {
    expect(url.name).toBe('url');
    const field = (name: string) => url.children.find((child) => child.name === name)?.text ?? null;
    return { loc: field('loc') ?? '', lastmod: field('lastmod') };
  });
}

async function approvedCount(): Promise<number> {
  const [row] = await testApp.database.db
    .select({ total: count() })
    .from(prompts)
    .where(eq(prompts.status, 'approved'));
  return row?.total ?? 0;
}

describe('/sitemap.xml and /robots.txt', () => {
  it('lists the public pages and every approved prompt, well-formed, with lastmod', async () => {
    const reply = await get('/sitemap.xml', {}, publicApp);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/xml; charset=utf-8');
    const entries = sitemapEntries(reply.body);
    const locs = entries.map((entry) => entry.loc);
    expect(new Set(locs).size).toBe(locs.length);
    for (const page of ['/', '/library', '/playground', '/pricing', '/blog']) {
      expect(locs).toContain(`${PUBLIC_URL}${page}`);
    }
    for (const page of ['/login', '/profile', '/settings', '/dashboard', '/admin/prompts']) {
      expect(locs).not.toContain(`${PUBLIC_URL}${page}`);
    }
    const promptEntries = entries.filter((entry) => entry.loc.startsWith(`${PUBLIC_URL}/prompts/`));
    expect(promptEntries).toHaveLength(await approvedCount());
    for (const entry of promptEntries) {
      expect(entry.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
    }
    expect(promptEntries).toContainEqual({
      loc: `${PUBLIC_URL}/prompts/${imagePromptId}`,
      lastmod: LASTMOD.toISOString(),
    });
    expect(locs).toContain(`${PUBLIC_URL}/prompts/${hostilePromptId}`);
    expect(locs).not.toContain(`${PUBLIC_URL}/prompts/${pendingPromptId}`);
  });

  it('uses the request’s origin without PUBLIC_URL, escaped', async () => {
    const plain = sitemapEntries((await get('/sitemap.xml', { host: 'a.test:8080' })).body);
    expect(plain[0]?.loc).toBe('http://a.test:8080/');
    const hostile = sitemapEntries((await get('/sitemap.xml', { host: 'a&b.test<x>' })).body);
    expect(hostile[0]?.loc).toBe('http://a&b.test<x>/');
  });

  it('names the sitemap by absolute URL in robots.txt', async () => {
    const reply = await get('/robots.txt', {}, publicApp);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(reply.body).toMatch(/^User-agent: \*$/m);
    expect(reply.body).toMatch(/^Disallow: \/api\/$/m);
    expect(reply.body).toMatch(/^Disallow: \/admin\/$/m);
    expect(reply.body).toMatch(new RegExp(`^Sitemap: ${PUBLIC_URL}/sitemap\\.xml$`, 'm'));
    const local = await get('/robots.txt');
    expect(local.body).toMatch(/^Sitemap: http:\/\/localhost:80\/sitemap\.xml$/m);
  });
});

describe(`a library past the sitemap's cap of ${SITEMAP_URL_LIMIT} URLs`, () => {
  // The slow part (about 10 s on PGlite): indexing tens of thousands of rows.
  beforeAll(async () => {
    const needed = SITEMAP_URL_LIMIT + 10 - (await approvedCount());
    await testApp.database.db.execute(sql`
      insert into prompts (title, description, category, model, status)
      select 'Bulk prompt ' || n, 'Bulk text ' || n, 'Writing', 'ChatGPT', 'approved'
      from generate_series(1, ${needed}) as n`);
  });

  it('stops at the cap, reading prompts page by page without repeats', async () => {
    const entries = sitemapEntries((await get('/sitemap.xml', {}, publicApp)).body);
    expect(entries).toHaveLength(SITEMAP_URL_LIMIT);
    expect(new Set(entries.map((entry) => entry.loc)).size).toBe(SITEMAP_URL_LIMIT);
    expect(entries.some((entry) => entry.loc.endsWith(pendingPromptId))).toBe(false);
  });
});

describe('while the database is unreachable', () => {
  let downApp: FastifyInstance;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'prompt-hub-meta-down-'));
    // Nothing listens on port 1: every query fails to connect.
    const database = openPostgres('postgres://nobody@127.0.0.1:1/none', 1);
    const env = parseEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, CLIENT_DIST_DIR: clientDir });
    const storage = createDiskStorage(path.join(dataDir, 'uploads'));
    downApp = await buildApp({ env, database, storage, logger: false });
    await downApp.ready();
  });

  afterAll(async () => {
    await downApp.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('still serves fixed pages, which need no database', async () => {
    const head = expectHtml(await get('/library', {}, downApp), 200);
    expect(head.title).toBe('Prompt Library · Prompt Hub');
  });

  it('answers a prompt page 503 with Retry-After and the app, which explains', async () => {
    const page = await get(`/prompts/${randomUUID()}`, {}, downApp);
    const head = expectHtml(page, 503);
    expect(Number(page.headers['retry-after'])).toBeGreaterThan(0);
    expect(head.title).toBe('Prompt Hub');
    expect(head.meta('robots')).toBe('noindex');
  });

  it('answers the sitemap 503 in the API’s error format', async () => {
    const reply = await get('/sitemap.xml', {}, downApp);
    expect(reply.statusCode).toBe(503);
    expect(Number(reply.headers['retry-after'])).toBeGreaterThan(0);
    expect(reply.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });
});
