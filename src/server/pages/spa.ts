/**
 * Serves the built SPA: hashed assets cached for a year, and every page
 * route answered with index.html carrying that page's own title,
 * description and preview tags (page-meta.ts) whatever the Accept header
 * says, so link previewers and crawlers read them without running script.
 * A public page comes rendered (page-renderer.ts): with its data for a
 * visitor who is not signed in (page-queries.ts), as built otherwise. Each
 * answer has an ETag from what it shows, and browsers revalidate it every
 * time (no-cache): a page whose data did not change is a 304, neither
 * rendered nor sent again. A path the client router has no page for, and
 * a prompt that is not public, get the same HTML with status 404: the
 * client shows its not-found page and nothing about a hidden prompt leaks.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Env } from '../env.ts';
import { httpStatusOf, toAppError } from '../errors.ts';
import { logFailure } from '../logging.ts';
import { sendNoRoute } from '../http/error-reply.ts';
import { TRPCError } from '@trpc/server';
import type { Actor } from '../auth/actor.ts';
import { readSessionToken, resolveCredential } from '../auth/resolve-actor.ts';
import { getPrompt } from '../services/library/library.ts';
import { getCollection } from '../services/collections/collection-reads.ts';
import type { ServiceDeps } from '../services/service-deps.ts';
import { renderMetaTags } from './page-meta.ts';
import {
  collectionPageHead,
  NOT_FOUND_HEAD,
  PRIVATE_COLLECTION_HEAD,
  PRIVATE_PROMPT_HEAD,
  type PageHead,
  paramAfter,
  promptPageHead,
  UNAVAILABLE_HEAD,
} from '../../shared/page-heads.ts';
import { pageHeadAt } from '../../shared/page-head-at.ts';
import { COLOR_SCHEME_SCRIPT_TAG } from './color-scheme-script.ts';
import { loadPageRenderer, type PageRenderer } from './page-renderer.ts';
import {
  fetchPageQueries,
  hasPageQueries,
  type PageQueries,
  queryDataText,
  queryStateJson,
} from './page-queries.ts';
import { publicOrigin } from '../http/request-origin.ts';
import { QUERY_STATE_ELEMENT_ID } from '../../shared/page-queries.ts';
import { routePath } from '../../shared/public-pages.ts';

const API_PREFIXES = ['/api/', '/trpc/', '/uploads/'];

/**
 * The REST docs page, with its trailing slash: the docs plugin links its
 * assets relative to it (./static/...), which only resolve from there.
 */
const REST_DOCS_PATH = '/api/docs/';

/**
 * Links of the spec that have no page of their own but an obvious home
 * (PRODUCT_SPEC section 2, "Links that appear without a route"). Temporary
 * (302), so a page built at one of these addresses later simply takes over.
 * The client router sends the same paths to the same places.
 */
const PAGE_REDIRECTS: ReadonlyMap<string, string> = new Map([
  ['/submit', '/submit-prompt'],
  ['/api', REST_DOCS_PATH],
  ['/docs/api', REST_DOCS_PATH],
]);

export interface SpaOptions {
  clientDir: string;
  deps: ServiceDeps;
  env: Env;
}

interface PageAnswer {
  status: number;
  meta: PageHead;
  retryAfterSeconds?: number;
}

/** index.html with a page's meta tags and, when prerendered, its #root content. */
type PageTemplate = (metaTags: string, body?: string | null) => string;

/** Between these comments index.html holds its default title and description. */
const META_BLOCK = /<!--\s*page-meta\b[\s\S]*?<!--\s*\/page-meta\s*-->/;
const TITLE = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\s+name=["']description["'][^>]*>\s*/gi;
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * Splits index.html once, at start, around its page-meta block. A build
 * without the markers still works: its <title> is replaced and its
 * description dropped, so no page carries two.
 */
export function createPageTemplate(html: string): PageTemplate {
  const marked = META_BLOCK.exec(html);
  const block = marked ?? TITLE.exec(html);
  if (!block) throw new Error('index.html has no page-meta block and no <title> to replace');
  let before = html.slice(0, block.index);
  let after = html.slice(block.index + block[0].length);
  if (!marked) {
    before = before.replace(DESCRIPTION, '');
    after = after.replace(DESCRIPTION, '');
  }
  const rootAt = after.indexOf(EMPTY_ROOT);
  return (metaTags, body) => {
    if (!body || rootAt < 0) return before + metaTags + after;
    const open = rootAt + EMPTY_ROOT.length - '</div>'.length;
    return before + metaTags + after.slice(0, open) + body + after.slice(open);
  };
}

/**
 * Whether the caller's own credential (cookie or token) may see a prompt,
 * or a collection, that is not public.
 */
async function isVisibleToCaller(
  deps: ServiceDeps,
  request: FastifyRequest,
  read: (actor: Actor) => Promise<unknown>,
): Promise<boolean> {
  const { actor } = await resolveCredential(deps.db, request.headers);
  if (!actor) return false;
  return read(actor).then(
    () => true,
    () => false,
  );
}

/** One database call in a slot of its own (pages take slots by calls, as tRPC does). */
async function inCallSlot<T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> {
  const release = await request.slots.forCalls()();
  try {
    return await work();
  } finally {
    release();
  }
}

async function promptAnswer(
  { deps }: SpaOptions,
  request: FastifyRequest,
  id: string,
): Promise<PageAnswer> {
  try {
    // As an anonymous visitor: an owner's or admin's view must not reach a shared preview.
    const prompt = await inCallSlot(request, () => getPrompt(deps, null, id));
    return { status: 200, meta: promptPageHead(prompt) };
  } catch (error) {
    const appError = toAppError(error);
    if (appError.code === 'NOT_FOUND') {
      // Any failure here only costs the owner a 404 status; the app still shows the page.
      const own = await isVisibleToCaller(deps, request, (actor) =>
        getPrompt(deps, actor, id),
      ).catch(() => false);
      return own
        ? { status: 200, meta: PRIVATE_PROMPT_HEAD }
        : { status: 404, meta: NOT_FOUND_HEAD };
    }
    const log = request.log;
    // Overload or an outage: the page still loads the app, which reports it in its own words.
    logFailure(log, appError, 'prompt page meta failed', { promptId: id });
    return {
      status: httpStatusOf(appError.code),
      meta: UNAVAILABLE_HEAD,
      retryAfterSeconds: appError.retryAfterSeconds,
    };
  }
}

/** A collection's page: as for prompts, its head is what an anonymous visitor may see. */
async function collectionAnswer(
  { deps }: SpaOptions,
  request: FastifyRequest,
  id: string,
): Promise<PageAnswer> {
  try {
    const { collection } = await inCallSlot(request, () => getCollection(deps, null, id));
    return { status: 200, meta: collectionPageHead(collection) };
  } catch (error) {
    const appError = toAppError(error);
    if (appError.code === 'NOT_FOUND') {
      const own = await isVisibleToCaller(deps, request, (actor) =>
        getCollection(deps, actor, id),
      ).catch(() => false);
      return own
        ? { status: 200, meta: PRIVATE_COLLECTION_HEAD }
        : { status: 404, meta: NOT_FOUND_HEAD };
    }
    logFailure(request.log, appError, 'collection page meta failed', { collectionId: id });
    return {
      status: httpStatusOf(appError.code),
      meta: UNAVAILABLE_HEAD,
      retryAfterSeconds: appError.retryAfterSeconds,
    };
  }
}

async function answerFor(request: FastifyRequest, options: SpaOptions): Promise<PageAnswer> {
  const route = routePath(request.url.split('?')[0] ?? '/');
  const head = pageHeadAt(route);
  if (head) return { status: 200, meta: head };
  const promptId = paramAfter(route, '/prompts/');
  if (promptId !== null) return promptAnswer(options, request, promptId);
  const collectionId = paramAfter(route, '/collections/');
  if (collectionId !== null) return collectionAnswer(options, request, collectionId);
  return { status: 404, meta: NOT_FOUND_HEAD };
}

function isPageRequest(request: FastifyRequest, pathname: string): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !API_PREFIXES.some((prefix) => pathname.startsWith(prefix)) &&
    !path.extname(pathname)
  );
}

function registerNoClient(app: FastifyInstance, clientDir: string): void {
  app.log.warn({ clientDir }, 'no built client found: run `npm run build` to serve the web app');
  app.get('/', (_request, reply) =>
    reply
      .type('text/plain')
      .send('The web app is not built yet. Run `npm run build`, then restart.'),
  );
}

async function registerStaticFiles(app: FastifyInstance, clientDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: true,
    index: false,
    // The build wrote `.br` and `.gz` beside each asset
    // (scripts/precompress-assets.mjs): sent as they are, never compressed
    // again per request. A file without them is compressed as any response.
    preCompressed: true,
    // Off, or send's own max-age=0 would overwrite what setHeaders chose.
    cacheControl: false,
    setHeaders(response, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      response.setHeader(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
      );
      // The body depends on Accept-Encoding (a .br, a .gz or the file): a
      // shared cache must not hand Brotli to a browser that did not ask.
      response.setHeader('vary', 'Accept-Encoding');
    },
  });
}

/** A strong validator for what an answer shows: the build, the head, and the body or its data. */
function entityTag(...parts: string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return `"${hash.digest('base64url').slice(0, 32)}"`;
}

/** Whether If-None-Match names this tag (or is `*`): the browser's copy is current. */
function isNotModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/** The queries of a page with data, or null to send it as built (a member, a query, a failure). */
async function pageQueriesFor(
  request: FastifyRequest,
  route: string,
  hasQuery: boolean,
  { deps }: SpaOptions,
): Promise<PageQueries | null> {
  if (hasQuery || !hasPageQueries(route) || readSessionToken(request.headers)) return null;
  try {
    return await fetchPageQueries(route, deps, request);
  } catch (error) {
    // A prompt that is not public is answered below, as for any visitor.
    if (!(error instanceof TRPCError && error.code === 'NOT_FOUND')) {
      request.log.warn({ err: error, route }, 'a page could not be sent with its data');
    }
    return null;
  }
}

/** The #root content and the queries' JSON block, or the page as built when rendering fails. */
async function renderedContent(
  renderer: PageRenderer,
  request: FastifyRequest,
  route: string,
  queries: PageQueries,
  key: string,
): Promise<{ body: string; dataTag: string } | null> {
  try {
    const body = await renderer.render(route, queries.state, key);
    if (body === null) return null;
    const json = queryStateJson(queries.state);
    return {
      body,
      dataTag: `<script type="application/json" id="${QUERY_STATE_ELEMENT_ID}">${json}</script>`,
    };
  } catch (error) {
    request.log.warn({ err: error, route }, 'a page could not be rendered with its data');
    return null;
  }
}

export async function registerSpa(app: FastifyInstance, options: SpaOptions): Promise<void> {
  const indexFile = path.join(options.clientDir, 'index.html');
  if (!existsSync(indexFile)) return registerNoClient(app, options.clientDir);
  // A built file: it changes only with a new build, which means a restart.
  const indexHtml = await readFile(indexFile, 'utf8');
  const template = createPageTemplate(indexHtml);
  const buildTag = entityTag(indexHtml);
  const renderer = await loadPageRenderer(options.clientDir, app.log);
  await registerStaticFiles(app, options.clientDir);

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const [pathname = '/', query] = request.url.split('?');
    const route = routePath(pathname);
    const target = PAGE_REDIRECTS.get(route);
    // The query goes along (a search or a tracking tag in a shared link).
    if (target) return reply.redirect(query === undefined ? target : `${target}?${query}`, 302);
    const hasQuery = query !== undefined;
    const queries = await pageQueriesFor(request, route, hasQuery, options);
    const answer: PageAnswer = queries?.prompt
      ? { status: 200, meta: promptPageHead(queries.prompt) }
      : await answerFor(request, options);
    if (answer.retryAfterSeconds !== undefined) {
      void reply.header('retry-after', String(answer.retryAfterSeconds));
    }
    const head = renderMetaTags(answer.meta, publicOrigin(options.env, request));
    void reply
      .code(answer.status)
      .header('cache-control', 'no-cache')
      // Pages with data differ for a signed-in member.
      .header('vary', 'Cookie, Authorization')
      .type('text/html; charset=utf-8');
    if (answer.status !== 200) return reply.send(template(head + COLOR_SCHEME_SCRIPT_TAG, null));

    const built = renderer.builtBody(route, hasQuery);
    const etag = entityTag(buildTag, head, queries ? queryDataText(queries.state) : (built ?? ''));
    if (isNotModified(request, etag)) return reply.code(304).header('etag', etag).send();
    const rendered = queries
      ? await renderedContent(renderer, request, route, queries, `${route} ${etag}`)
      : null;
    // Sent as built when the render failed: its tag would name the page with data.
    if (rendered || !queries) void reply.header('etag', etag);
    const content = rendered ?? { body: built, dataTag: '' };
    return reply.send(template(head + COLOR_SCHEME_SCRIPT_TAG + content.dataTag, content.body));
  };
  app.get('/', { config: { admission: 'calls' } }, sendPage);
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (isPageRequest(request, pathname)) return sendPage(request, reply);
    // The static wildcard route catches GET /api/*, so its misses land here.
    if (pathname.startsWith('/api/')) return sendNoRoute(app, request, reply);
    return reply.code(404).type('text/plain').send('Not found');
  });
}
