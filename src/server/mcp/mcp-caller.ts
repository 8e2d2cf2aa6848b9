/**
 * Who is calling the MCP server (decision 038): only the Authorization
 * header counts, never the session cookie, so a web page cannot make a
 * signed-in visitor's browser call tools. A bearer starting "ph_" is an
 * API key (an unknown, revoked or expired one is a 401, as on REST); any
 * other bearer is tried as a session token. A disabled account is refused
 * outright (403), whatever it asks for.
 */
import { accountDisabledError } from '../auth/access-tiers.ts';
import type { MaybeActor } from '../auth/actor.ts';
import { looksLikeApiKey } from '../auth/api-key-tokens.ts';
import { readSessionToken, resolveCredential } from '../auth/resolve-actor.ts';
import { resolveApiKey } from '../auth/resolve-api-key.ts';
import type { Database } from '../db/client.ts';
import type { ServiceLogger } from '../logging.ts';

export interface McpCaller {
  actor: MaybeActor;
  /** The client's address, for the logs and a run's usage record. */
  address: string;
  requestId: string;
  log: ServiceLogger;
  /** Aborts when the client goes away before its answer is complete. */
  stop: AbortSignal;
}

export async function resolveMcpActor(
  db: Database,
  authorization: string | undefined,
): Promise<MaybeActor> {
  const headers = { authorization };
  const credential = readSessionToken(headers);
  if (!credential) return null;
  const resolved = looksLikeApiKey(credential.token)
    ? await resolveApiKey(db, credential.token)
    : await resolveCredential(db, headers);
  if (resolved.isDisabled) throw accountDisabledError();
  return resolved.actor;
}
