/**
 * API keys for tests, made the way a member makes them: through
 * POST /api/users/me/api-keys with their session.
 */
import type { FastifyInstance } from 'fastify';
import type { ApiKeyScope } from '../../src/shared/api-key-limits.ts';
import { sendJson } from './accounts.ts';
import type { TestUser } from './test-users.ts';

export interface MadeKey {
  id: string;
  key: string;
  prefix: string;
}

export async function makeApiKey(
  app: FastifyInstance,
  owner: TestUser,
  options: { name?: string; scopes?: ApiKeyScope[]; expiresAt?: string } = {},
): Promise<MadeKey> {
  const response = await sendJson<{ apiKey: { _id: string; prefix: string }; key: string }>(app, {
    method: 'POST',
    url: '/api/users/me/api-keys',
    headers: { authorization: `Bearer ${owner.token}` },
    payload: {
      name: options.name ?? 'Test key',
      scopes: options.scopes ?? ['read'],
      ...(options.expiresAt ? { expiresAt: options.expiresAt } : {}),
    },
  });
  if (response.status !== 201) throw new Error(`key not made: ${JSON.stringify(response.body)}`);
  return {
    id: response.body.apiKey._id,
    key: response.body.key,
    prefix: response.body.apiKey.prefix,
  };
}

/** The key as a TestUser-shaped caller, for helpers that send `Bearer <token>`. */
export function keyCaller(owner: TestUser, key: MadeKey): TestUser {
  return { ...owner, token: key.key };
}
