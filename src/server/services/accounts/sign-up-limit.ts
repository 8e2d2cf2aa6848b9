/**
 * How many accounts one place may create: SIGNUP_LIMIT_PER_HOUR per
 * address group (an IPv4 address, an IPv6 /64), in a fixed one-hour window
 * of the rate-limit store (Redis when configured), so each sign-up counts
 * in one atomic step and parallel sign-ups cannot overrun it. A sign-up
 * that fails after being counted (the email is taken) gives its count back.
 */
import { AppError, type RateLimitState } from '../../errors.ts';
import { waitInMinutes } from '../../rate-limit/wait-words.ts';
import { addressGroup } from '../../rate-limit/address-group.ts';
import type { RateLimitStore } from '../../rate-limit/rate-limit-store.ts';

const HOUR_MS = 60 * 60 * 1000;

export interface CountedSignUp {
  /** The account was not created after all: its count is given back. */
  undo(): Promise<void>;
  /** Where this place's sign-ups stand after this one (null when unlimited). */
  rateLimit: RateLimitState | null;
}

const NOT_COUNTED: CountedSignUp = { undo: async () => {}, rateLimit: null };
/** The policy's name in the RateLimit fields. */
const POLICY = 'sign-up';

/** Counts one sign-up from clientAddress, or refuses it with 429 and the seconds to wait. */
export async function countSignUp(
  store: RateLimitStore,
  limitPerHour: number,
  clientAddress: string,
): Promise<CountedSignUp> {
  if (limitPerHour === 0) return NOT_COUNTED;
  const key = `sign-up:address:${addressGroup(clientAddress)}`;
  const window = await store.hit(key, HOUR_MS, 'address');
  const undo = () => store.release(key);
  const rateLimit: RateLimitState = {
    policy: POLICY,
    limit: limitPerHour,
    windowSeconds: HOUR_MS / 1000,
    remaining: Math.max(0, limitPerHour - window.count),
    resetSeconds: window.resetInSeconds,
  };
  if (window.count > limitPerHour) {
    await undo();
    const wait = waitInMinutes(window.resetInSeconds);
    throw new AppError(
      'TOO_MANY_REQUESTS',
      `Too many accounts were created from your network. Try again in ${wait}.`,
      { retryAfterSeconds: window.resetInSeconds, rateLimit },
    );
  }
  return { undo, rateLimit };
}
