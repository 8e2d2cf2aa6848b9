/**
 * Who may call what, decided once for both doors. Every tRPC procedure and
 * REST route sits in a tier:
 *   public  anyone; a disabled account's token counts as no credential
 *   user    signed in (401 "sign in"; 403 for a disabled account)
 *   admin   signed in as an admin (403 for anyone else signed in)
 * Rules finer than a tier (owner or admin) live in the services.
 */
import { DISABLED_MESSAGE } from '../../shared/account-disabled.ts';
import { AppError } from '../errors.ts';
import type { Actor, MaybeActor } from './actor.ts';
import type { ResolvedCredential } from './resolve-actor.ts';

export type Tier = 'public' | 'user' | 'admin';

export const SIGN_IN_MESSAGE = 'Please sign in to continue';
export const CROSS_SITE_MESSAGE = 'This request did not come from this site';

export function accountDisabledError(): AppError {
  return new AppError('FORBIDDEN', DISABLED_MESSAGE);
}

/** The actor a signed-in tier lets through, or the error that tier answers. */
export function requireActor(credential: ResolvedCredential, tier: 'user' | 'admin'): Actor {
  if (credential.isDisabled) throw accountDisabledError();
  if (!credential.actor) throw new AppError('UNAUTHORIZED', SIGN_IN_MESSAGE);
  if (tier === 'admin' && credential.actor.role !== 'admin')
    throw new AppError('FORBIDDEN', 'Admins only');
  return credential.actor;
}

export function actorForTier(credential: ResolvedCredential, tier: Tier): MaybeActor {
  return tier === 'public' ? credential.actor : requireActor(credential, tier);
}
