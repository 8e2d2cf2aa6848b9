/** Who is making a request, as every service sees it. Null means anonymous. */
import type { ApiKeyScope } from '../../shared/api-key-limits.ts';
import type { UserRole } from '../../shared/prompt-fields.ts';

export interface Actor {
  userId: string;
  /** Always 'user' for a request made with an API key: a key never carries admin rights. */
  role: UserRole;
  /** SHA-256 of the session token the request carried ('' for an API key). */
  sessionTokenHash: string;
  /** Set when the request proved itself with an API key rather than a session. */
  apiKey?: { id: string; scopes: readonly ApiKeyScope[] } | undefined;
}

export type MaybeActor = Actor | null;

export function isAdmin(actor: MaybeActor): boolean {
  return actor?.role === 'admin';
}
