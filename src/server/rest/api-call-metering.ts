/**
 * Counting the requests made with API keys against the owner's plan
 * (decision 034). A call is a request authenticated by a key that reaches
 * its handler: it is counted just before the handler runs (preHandler, so
 * refused credentials, scopes and bad input never count) by one atomic
 * statement that also enforces the month's limit (429 with Retry-After).
 * An answer of 401, 429 or a server error gives the call back; any other
 * answer, a 304 included, keeps it.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
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

export function registerApiCallMetering(api: FastifyInstance, db: Database): void {
  api.decorateRequest('apiCall', null);
  api.addHook('preHandler', async (request: FastifyRequest) => {
    const actor = request.actor;
    if (!actor?.apiKey) return;
    request.apiCall = await countApiCall(db, actor.userId);
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
