/**
 * Addresses the mail server refuses for good (decision 047). A 5xx reply to
 * RCPT TO, or a 5xx to the message whose enhanced status names the mailbox
 * (5.1.x: no such address; 5.2.1: mailbox disabled), marks every account
 * with that address: nothing more is mailed to it, security notices
 * included, until the member asks from Settings to try again. Other 5xx
 * replies to the message stay retried, as decision 040 says (greylisting
 * and misconfigured servers answer them too).
 */
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.ts';
import { users } from '../../db/schema.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { ServiceDeps } from '../service-deps.ts';

/** How often a member may ask to try their address again. */
export const MAIL_RETRIES_PER_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;

function field(error: object, name: string): unknown {
  return name in error ? (error as Record<string, unknown>)[name] : undefined;
}

/** Whether nodemailer's error is a lasting refusal of the one address it was sending to. */
export function refusesAddressForGood(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = field(error, 'responseCode');
  if (typeof code !== 'number' || code < 500 || code > 599) return false;
  const command = field(error, 'command');
  if (command === 'RCPT TO') return true;
  const response = field(error, 'response');
  return (
    command === 'DATA' &&
    typeof response === 'string' &&
    /^5\d\d[ -]5\.(1\.\d+|2\.1)\b/.test(response)
  );
}

const sameAddress = (address: string) => eq(sql`lower(${users.email})`, address.toLowerCase());

/** Marks the address as refused; the mail that met the refusal is not retried. */
export async function markAddressRefused(db: Database, address: string): Promise<void> {
  await db
    .update(users)
    .set({ mailRefusedAt: sql`now()` })
    .where(sameAddress(address));
}

/** Whether the address was refused for good and not cleared since. */
export async function addressIsRefused(db: Database, address: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sameAddress(address), isNotNull(users.mailRefusedAt)))
    .limit(1);
  return row !== undefined;
}

/**
 * The member asks to mail their address again ("Try again" in Settings):
 * 409 when nothing is refused, 429 past MAIL_RETRIES_PER_HOUR. The next mail
 * tries the address; a second refusal marks it again.
 */
export async function retryRefusedAddress(deps: ServiceDeps, actor: Actor): Promise<void> {
  const [account] = await deps.db
    .select({ refusedAt: users.mailRefusedAt })
    .from(users)
    .where(eq(users.id, actor.userId));
  if (!account?.refusedAt) {
    throw new AppError('CONFLICT', 'Mail to your address is not stopped.');
  }
  const tries = await deps.rateLimits.hit(`mail-retry:user:${actor.userId}`, HOUR_MS);
  if (tries.count > MAIL_RETRIES_PER_HOUR) {
    throw new AppError(
      'TOO_MANY_REQUESTS',
      `You asked us to try your address ${MAIL_RETRIES_PER_HOUR} times in the last hour. Please wait before trying again.`,
      { retryAfterSeconds: tries.resetInSeconds },
    );
  }
  await deps.db
    .update(users)
    .set({ mailRefusedAt: null })
    .where(and(eq(users.id, actor.userId), isNotNull(users.mailRefusedAt)));
}
