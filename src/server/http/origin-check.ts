/**
 * Cross-site request forgery guard: a request that changes state and is
 * authenticated by the session cookie must come from a page of this site
 * (matching Origin header). Bearer-token requests are exempt: a browser never
 * attaches those on its own. Each door applies it and answers in its own
 * error shape (REST in its tier hook, tRPC for mutations).
 */
import type { FastifyRequest } from 'fastify';
import { readSessionToken } from '../auth/resolve-actor.ts';
import type { Env } from '../env.ts';
import { publicOrigin } from './request-origin.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isCrossSiteWrite(env: Env, request: FastifyRequest): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  if (readSessionToken(request.headers)?.source !== 'cookie') return false;
  if (request.headers.origin === publicOrigin(env, request)) return false;
  request.log.warn({ origin: request.headers.origin }, 'cross-site request refused');
  return true;
}
