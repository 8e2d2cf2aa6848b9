/**
 * CORS for the REST and MCP doors (issue 26): pages of the origins listed in
 * CORS_ORIGINS may call /api/ and /mcp with a bearer token (a session token
 * or an API key). Credentials are never allowed cross-site (no
 * Access-Control-Allow-Credentials), so a browser never sends the session
 * cookie on such a call and the origin check (origin-check.ts) still guards
 * every cookie-authenticated write. An origin not listed gets no CORS
 * header at all, and the browser keeps the answer from its page.
 * Written here rather than with a plugin: the rules are a few lines, and
 * every /api route must declare a tier, which a catch-all OPTIONS route
 * would not.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE';
const ALLOWED_HEADERS =
  'Authorization, Content-Type, Idempotency-Key, If-None-Match, Mcp-Protocol-Version';
const EXPOSED_HEADERS =
  'ETag, Location, Retry-After, RateLimit, RateLimit-Policy, Idempotent-Replayed';
/** How long a browser may reuse a preflight answer. */
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/** The origins of CORS_ORIGINS, each as a browser sends it (scheme://host[:port]). */
export function parseCorsOrigins(value: string | undefined): Set<string> {
  const origins = new Set<string>();
  for (const entry of (value ?? '').split(',')) {
    const trimmed = entry.trim();
    if (trimmed) origins.add(new URL(trimmed).origin);
  }
  return origins;
}

/** Adds Origin to Vary without dropping what another hook put there. */
export function addVary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary');
  const fields = typeof current === 'string' && current ? current.split(/,\s*/) : [];
  if (!fields.some((name) => name.toLowerCase() === field.toLowerCase())) fields.push(field);
  reply.header('vary', fields.join(', '));
}

const CORS_PATHS = ['/api', '/mcp'];

function isCorsPath(request: FastifyRequest): boolean {
  const path = request.url.split('?', 1)[0] ?? '';
  return CORS_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * Whether a request's page may call a door that answers cross-origin reads:
 * no Origin (not a browser page), this site, or a CORS_ORIGINS origin. The
 * MCP transport's rules require this check against DNS rebinding, where a
 * hostile page reaches a server through a name that resolves to it.
 */
export function isAllowedOrigin(
  request: FastifyRequest,
  ownOrigin: string,
  origins: Set<string>,
): boolean {
  const origin = request.headers.origin;
  return origin === undefined || origin === ownOrigin || origins.has(origin);
}

export function registerCors(app: FastifyInstance, origins: Set<string>): void {
  if (origins.size === 0) return;
  app.addHook('onRequest', async (request, reply) => {
    if (!isCorsPath(request)) return;
    addVary(reply, 'Origin');
    const origin = request.headers.origin;
    const allowed = origin !== undefined && origins.has(origin);
    const preflight =
      request.method === 'OPTIONS' &&
      request.headers['access-control-request-method'] !== undefined;
    if (allowed) reply.header('access-control-allow-origin', origin);
    if (!preflight) {
      if (allowed) reply.header('access-control-expose-headers', EXPOSED_HEADERS);
      return;
    }
    if (allowed)
      reply
        .header('access-control-allow-methods', ALLOWED_METHODS)
        .header('access-control-allow-headers', ALLOWED_HEADERS)
        .header('access-control-max-age', String(PREFLIGHT_MAX_AGE_SECONDS));
    return reply.code(204).send();
  });
}
