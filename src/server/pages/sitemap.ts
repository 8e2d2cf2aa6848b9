/**
 * The files crawlers ask for: /sitemap.xml (the public pages, the blog
 * posts and every approved prompt) and /robots.txt, which names the sitemap by absolute
 * URL and so must know the origin: it is served from here, not from a
 * static file.
 *
 * The sitemap is written as it is read: public prompts come from the
 * library service in pages of PAGE_SIZE by id, so a library of 100k
 * prompts never sits in memory at once. The sitemap protocol allows 50,000 URLs per file: past that cap
 * the prompts later in id order are left out (a sitemap index splitting
 * the list over several files would be the next step).
 */
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Env } from '../env.ts';
import { toAppError } from '../errors.ts';
import { logFailure } from '../logging.ts';
import { sendError } from '../http/error-reply.ts';
import { listPublicPromptDates, type PublicPromptDate } from '../services/library/library.ts';
import {
  listPublicCollectionDates,
  type PublicCollectionDate,
} from '../services/collections/collection-reads.ts';
import type { ServiceDeps } from '../services/service-deps.ts';
import { BLOG_POSTS, blogPostPath } from '../../shared/blog-posts.ts';
import { LISTED_PATHS } from '../../shared/page-heads.ts';
import { publicOrigin } from '../http/request-origin.ts';

/** The sitemap protocol's limit of URLs in one file. */
export const SITEMAP_URL_LIMIT = 50_000;
const PAGE_SIZE = 5_000;
/** The fixed pages and the blog posts, listed before the prompts. */
const FIXED_URL_COUNT = LISTED_PATHS.length + BLOG_POSTS.length;
/** Crawlers come back often enough; a newly approved prompt shows within the hour. */
const CACHE_CONTROL = 'public, max-age=3600';

/** Kept out of crawlers' way: the APIs and the signed-in and admin screens. */
const DISALLOWED = [
  '/api/',
  '/trpc/',
  '/dashboard',
  '/admin/',
  '/profile',
  '/settings',
  '/notifications',
  '/unsubscribe',
  '/submit-prompt',
  '/edit-prompt/',
  '/setup/',
];

export interface CrawlerFileOptions {
  deps: ServiceDeps;
  env: Env;
}

/** Runs one database step in a slot of its own (the route's 'steps' admission). */
type InSlot = <T>(work: () => Promise<T>) => Promise<T>;

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

function urlEntry(location: string, lastModified: Date | null): string {
  const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
  return `<url><loc>${escapeXml(location)}</loc>${lastmod}</url>\n`;
}

async function* sitemapChunks(
  deps: ServiceDeps,
  origin: string,
  firstPage: PublicPromptDate[],
  inSlot: InSlot,
): AsyncGenerator<string> {
  yield '<?xml version="1.0" encoding="UTF-8"?>\n';
  yield '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
  yield LISTED_PATHS.map((path) => urlEntry(origin + path, null)).join('');
  yield BLOG_POSTS.map((post) =>
    urlEntry(origin + blogPostPath(post), new Date(`${post.publishDate}T00:00:00Z`)),
  ).join('');
  let room = SITEMAP_URL_LIMIT - FIXED_URL_COUNT - firstPage.length;
  // Public collections (never unlisted or private ones), before the prompts past the first page.
  let afterCollection: string | null = null;
  while (room > 0) {
    const after: string | null = afterCollection;
    const collections: PublicCollectionDate[] = await inSlot(() =>
      listPublicCollectionDates(deps, after, Math.min(PAGE_SIZE, room)),
    );
    yield collections
      .map((row) => urlEntry(`${origin}/collections/${row.id}`, row.updatedAt))
      .join('');
    room -= collections.length;
    afterCollection = collections.at(-1)?.id ?? null;
    if (collections.length < PAGE_SIZE) break;
  }
  room += firstPage.length;
  let page = firstPage;
  for (;;) {
    yield page.map((row) => urlEntry(`${origin}/prompts/${row.id}`, row.updatedAt)).join('');
    room -= page.length;
    const last = page.at(-1);
    if (!last || page.length < PAGE_SIZE || room <= 0) break;
    const after = last.id;
    page = await inSlot(() => listPublicPromptDates(deps, after, Math.min(PAGE_SIZE, room)));
  }
  yield '</urlset>\n';
}

async function sendSitemap(
  request: FastifyRequest,
  reply: FastifyReply,
  { deps, env }: CrawlerFileOptions,
) {
  const origin = publicOrigin(env, request);
  let firstPage: PublicPromptDate[];
  try {
    // Read before the headers go out, so overload or an outage is still a proper 503.
    const room = SITEMAP_URL_LIMIT - FIXED_URL_COUNT;
    firstPage = await request.slots.during(() =>
      listPublicPromptDates(deps, null, Math.min(PAGE_SIZE, room)),
    );
  } catch (error) {
    const appError = toAppError(error);
    logFailure(request.log, appError, 'sitemap failed');
    return sendError(reply, appError);
  }
  return reply
    .type('application/xml; charset=utf-8')
    .header('cache-control', CACHE_CONTROL)
    .send(
      Readable.from(sitemapChunks(deps, origin, firstPage, (work) => request.slots.during(work))),
    );
}

export function robotsTxt(origin: string): string {
  const rules = DISALLOWED.map((path) => `Disallow: ${path}`).join('\n');
  return `User-agent: *\nAllow: /\n${rules}\n\nSitemap: ${origin}/sitemap.xml\n`;
}

export function registerCrawlerFiles(app: FastifyInstance, options: CrawlerFileOptions): void {
  // Each database step takes a slot: a slow crawler reading the stream holds none.
  app.get('/sitemap.xml', { config: { admission: 'steps' } }, (request, reply) =>
    sendSitemap(request, reply, options),
  );
  app.get('/robots.txt', (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', CACHE_CONTROL)
      .send(robotsTxt(publicOrigin(options.env, request))),
  );
}
