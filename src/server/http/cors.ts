/**
 * CORS for the REST door (issue 26): pages of the origins listed in
 * CORS_ORIGINS may call /api/ with a bearer token (a session token or an
 * API key). Credentials are never allowed cross-site (no
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
const ALLOWED_HEADERS = 'Authorization, Content-Type, Idempotency-Key, If-None-Match';
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

function isApiPath(request: FastifyRequest): boolean {
  return request.url === '/api' || request.url.startsWith('/api/');
}

export function registerCors(app: FastifyInstance, origins: Set<string>): void {
  if (origins.size === 0) return;
  app.addHook('onRequest', async (request, reply) => {
    if (!isApiPath(request)) return;
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
