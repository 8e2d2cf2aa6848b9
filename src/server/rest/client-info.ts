import type { FastifyRequest } from 'fastify';
import type { ClientInfo } from '../services/accounts/account-sign-in.ts';

/** Who is calling, as the sign-in rules need it (address for throttling). */
export function clientInfo(request: FastifyRequest): ClientInfo {
  return { address: request.ip, userAgent: request.headers['user-agent'] };
}
