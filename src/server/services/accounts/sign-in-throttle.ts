/**
 * Slows down password guessing: failed sign-ins are counted per client
 * address and per account; past the limit the answer is 429 with the
 * seconds to wait, before any password is checked.
 */
import { AppError } from '../../errors.ts';
import type { RateLimitStore } from '../../rate-limit/rate-limit-store.ts';

const WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

const accountKey = (email: string) => `sign-in:account:${email.toLowerCase()}`;
const addressKey = (address: string) => `sign-in:address:${address}`;

export async function assertSignInAllowed(
  store: RateLimitStore,
  email: string,
  address: string,
): Promise<void> {
  const [account, client] = await Promise.all([
    store.peek(accountKey(email)),
    store.peek(addressKey(address)),
  ]);
  const blocked = [
    account.count >= MAX_FAILURES_PER_ACCOUNT ? account.resetInSeconds : 0,
    client.count >= MAX_FAILURES_PER_ADDRESS ? client.resetInSeconds : 0,
  ];
  const wait = Math.max(...blocked);
  if (wait > 0) {
    throw new AppError(
      'TOO_MANY_REQUESTS',
      `Too many failed sign-in attempts. Try again in ${formatWait(wait)}.`,
      {
        retryAfterSeconds: wait,
      },
    );
  }
}

export async function recordFailedSignIn(
  store: RateLimitStore,
  email: string,
  address: string,
): Promise<void> {
  await Promise.all([
    store.hit(accountKey(email), WINDOW_MS),
    store.hit(addressKey(address), WINDOW_MS),
  ]);
}

export async function clearFailedSignIns(store: RateLimitStore, email: string): Promise<void> {
  await store.reset(accountKey(email));
}

function formatWait(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 1 ? 'a minute' : `${minutes} minutes`;
}
