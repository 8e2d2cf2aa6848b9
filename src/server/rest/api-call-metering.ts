/**
 * Counting the requests made with API keys against the owner's plan
 * (decision 034). A call is a request authenticated by a key that reaches
 * its handler: it is counted just before the handler runs (preHandler, so
 * refused credentials, scopes and bad input never count) by one atomic
 * statement that also enforces the month's limit (429 with Retry-After).
 * An answer of 401, 429 or a server error gives the call back; any other
 * answer, a 304 included, keeps it.
 * A counted call on a plan with a limit says where the month stands in the
 * IETF RateLimit-Policy and RateLimit fields (draft-ietf-httpapi-ratelimit-
 * headers): the policy "api-calls" of q calls per month (w seconds), r left,
 * t seconds until the count starts again; a refusal says r=0.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { AppError } from '../errors.ts';
import {
  type CountedCall,
  countApiCall,
  givesCallBack,
  refundApiCall,
} from '../services/api-keys/api-call-meter.ts';

declare module 'fastify' {
  interface FastifyRequest {
    apiCall: CountedCall | null;
  }
}

/** The policy name in the RateLimit fields. */
const POLICY = 'api-calls';

function rateLimitField(remaining: number, resetSeconds: number): string {
  return `"${POLICY}";r=${remaining};t=${resetSeconds}`;
}

export function registerApiCallMetering(api: FastifyInstance, db: Database): void {
  api.decorateRequest('apiCall', null);
  api.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const actor = request.actor;
    if (!actor?.apiKey) return;
    try {
      request.apiCall = await countApiCall(db, actor.userId);
    } catch (error) {
      if (error instanceof AppError && error.code === 'TOO_MANY_REQUESTS')
        reply.header('ratelimit', rateLimitField(0, error.retryAfterSeconds ?? 0));
      throw error;
    }
    const quota = request.apiCall.quota;
    if (!quota) return;
    reply.header('ratelimit-policy', `"${POLICY}";q=${quota.limit};w=${quota.windowSeconds}`);
    reply.header('ratelimit', rateLimitField(quota.remaining, quota.resetSeconds));
  });
  api.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    const call = request.apiCall;
    if (!call || !givesCallBack(reply.statusCode)) return;
    try {
      await refundApiCall(db, call);
    } catch (error) {
      request.log.warn({ err: error }, 'an API call could not be given back');
    }
  });
}
