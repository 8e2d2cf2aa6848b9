/**
 * Conditional GETs (issue 26): a route whose config names a `caching` gets
 * an ETag made from its answer's bytes and a Cache-Control line, and a
 * request whose If-None-Match holds that tag gets a bodiless 304. The tag is
 * weak: the same JSON means the same resource state, not byte-for-byte
 * storage. The handler still runs (the tag is of what it would send), so a
 * 304 made with an API key is still a counted call (decision 034).
 *
 * 'shared': the answer depends on the viewer only when one is signed in
 * (likes, saves, own pending prompts); an anonymous answer may sit in a
 * shared cache for a minute, a signed-in one never does.
 * 'private': always about the signed-in user.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readSessionToken } from '../auth/resolve-actor.ts';
import { addVary } from '../http/cors.ts';

export type Caching = 'shared' | 'private';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Gives the route's 200 answers an ETag and Cache-Control (this file). */
    caching?: Caching;
  }
}

const SHARED_MAX_AGE_SECONDS = 60;
export const PRIVATE_CACHE_CONTROL = 'private, no-cache';
export const SHARED_CACHE_CONTROL = `public, max-age=${SHARED_MAX_AGE_SECONDS}`;

export function entityTag(body: string | Buffer): string {
  const digest = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  return `W/"${digest}"`;
}

/** Weak comparison (RFC 9110 §13.1.2): W/ is ignored, `*` matches anything. */
export function ifNoneMatchHolds(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  const opaque = (value: string) => value.trim().replace(/^W\//, '');
  return header.split(',').some((candidate) => {
    const value = candidate.trim();
    return value === '*' || opaque(value) === opaque(tag);
  });
}

function cacheControlFor(request: FastifyRequest, caching: Caching): string {
  if (caching === 'shared' && !readSessionToken(request.headers)) return SHARED_CACHE_CONTROL;
  return PRIVATE_CACHE_CONTROL;
}

export function registerConditionalGets(api: FastifyInstance): void {
  api.addHook(
    'onSend',
    async (request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> => {
      const { caching } = request.routeOptions.config;
      if (!caching || request.method !== 'GET' || reply.statusCode !== 200) return payload;
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      const tag = entityTag(payload);
      reply.header('etag', tag);
      reply.header('cache-control', cacheControlFor(request, caching));
      // A shared cache must not hand an anonymous answer to a signed-in viewer.
      if (caching === 'shared') {
        addVary(reply, 'Authorization');
        addVary(reply, 'Cookie');
      }
      if (!ifNoneMatchHolds(request.headers['if-none-match'], tag)) return payload;
      reply.code(304);
      reply.removeHeader('content-type');
      reply.removeHeader('content-length');
      return '';
    },
  );
}
