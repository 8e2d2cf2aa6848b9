/**
 * The IETF RateLimit-Policy and RateLimit fields
 * (draft-ietf-httpapi-ratelimit-headers, its latest syntax): the policy
 * "<name>";q=<quota>;w=<window seconds>, and where the caller stands in it,
 * "<name>";r=<remaining>;t=<seconds until the window starts again>.
 */
import type { FastifyReply } from 'fastify';
import type { RateLimitState } from '../errors.ts';

export function writeRateLimitFields(reply: FastifyReply, state: RateLimitState): void {
  void reply.header(
    'ratelimit-policy',
    `"${state.policy}";q=${state.limit};w=${state.windowSeconds}`,
  );
  void reply.header(
    'ratelimit',
    `"${state.policy}";r=${Math.max(0, state.remaining)};t=${Math.max(0, state.resetSeconds)}`,
  );
}
