/** The address the app is reached at, for redirect URIs, cookies and the Origin check. */
import type { FastifyRequest } from 'fastify';
import type { Env } from '../env.ts';

export function publicOrigin(env: Env, request: FastifyRequest): string {
  if (env.PUBLIC_URL) return new URL(env.PUBLIC_URL).origin;
  return `${request.protocol}://${request.host}`;
}

/** Cookies get Secure whenever the app is served over TLS. */
export function isSecureRequest(env: Env, request: FastifyRequest): boolean {
  return publicOrigin(env, request).startsWith('https:');
}
