/** Who is making a request, as every service sees it. Null means anonymous. */
import type { UserRole } from '../../shared/prompt-fields.ts';

export interface Actor {
  userId: string;
  role: UserRole;
  /** SHA-256 of the session token the request carried. */
  sessionTokenHash: string;
}

export type MaybeActor = Actor | null;

export function isAdmin(actor: MaybeActor): boolean {
  return actor?.role === 'admin';
}
