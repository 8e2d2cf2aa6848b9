import type { FastifyReply, FastifyRequest } from 'fastify';
import { writeRateLimitFields } from '../http/ratelimit-fields.ts';
import type { ClientInfo } from '../services/accounts/account-sign-in.ts';

/**
 * Who is calling, as the sign-in rules need it (address for throttling);
 * given the reply, a limit the request counted against is written into
 * the answer's RateLimit fields.
 */
export function clientInfo(request: FastifyRequest, reply?: FastifyReply): ClientInfo {
  return {
    address: request.ip,
    userAgent: request.headers['user-agent'],
    ...(reply ? { noteRateLimit: (state) => writeRateLimitFields(reply, state) } : {}),
  };
}
