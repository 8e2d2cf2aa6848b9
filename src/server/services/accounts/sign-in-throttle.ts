/**
 * Slows password guessing without handing anyone a lock-out button
 * (docs/decisions/008-sign-in-throttling.md). Every attempt is counted
 * before the password is checked, in one atomic step per counter, so
 * parallel guesses cannot slip past a limit:
 *   - per account and address: 5 tries in 15 minutes. This stops a guesser
 *     on one account from one place, and only that place.
 *   - per address: 100 tries in 15 minutes across accounts (one source
 *     spraying many accounts); roomy enough for an office behind one NAT.
 *   - per account from addresses it has not signed in from lately: 50 tries
 *     an hour. This slows guessing spread over many addresses; the owner,
 *     signing in from a familiar address, is never held back by it.
 * A successful sign-in clears its account-and-address count, gives back its
 * other tries, and marks the address familiar to the account for 30 days.
 * IPv6 clients are counted per /64, the block one subscriber usually holds.
 */
import { AppError } from '../../errors.ts';
import { waitInMinutes } from '../../rate-limit/wait-words.ts';
import { addressGroup } from '../../rate-limit/address-group.ts';
import type { RateLimitStore } from '../../rate-limit/rate-limit-store.ts';

const MINUTE_MS = 60 * 1000;

export const SIGN_IN_LIMITS = {
  pair: { max: 5, windowMs: 15 * MINUTE_MS },
  address: { max: 100, windowMs: 15 * MINUTE_MS },
  account: { max: 50, windowMs: 60 * MINUTE_MS },
  familiarForMs: 30 * 24 * 60 * MINUTE_MS,
} as const;

/** What the caller reports once the password has been checked. */
export interface SignInAttempt {
  succeeded(): Promise<void>;
  /** The email matched no account: its counters may be dropped when the store is full. */
  namedNoAccount(): Promise<void>;
}

type LimitName = 'pair' | 'address' | 'account';

/** The policies' names in the RateLimit fields of a refused sign-in. */
const POLICY_NAMES: Record<LimitName, string> = {
  pair: 'sign-in',
  address: 'sign-in-network',
  account: 'sign-in-account',
};

function tooManyAttempts(limit: LimitName, seconds: number): AppError {
  const wait = waitInMinutes(seconds);
  const { max, windowMs } = SIGN_IN_LIMITS[limit];
  return new AppError(
    'TOO_MANY_REQUESTS',
    `Too many failed sign-in attempts. Try again in ${wait}.`,
    {
      retryAfterSeconds: seconds,
      rateLimit: {
        policy: POLICY_NAMES[limit],
        limit: max,
        windowSeconds: windowMs / 1000,
        remaining: 0,
        resetSeconds: seconds,
      },
    },
  );
}

/**
 * Counts one sign-in attempt, or refuses it with 429 and the seconds to
 * wait. Failed attempts keep their count; call succeeded() on success.
 */
export async function beginSignInAttempt(
  store: RateLimitStore,
  email: string,
  clientAddress: string,
): Promise<SignInAttempt> {
  const account = email.toLowerCase();
  const address = addressGroup(clientAddress);
  const keys = {
    pair: `sign-in:pair:${account}|${address}`,
    address: `sign-in:address:${address}`,
    account: `sign-in:account:${account}`,
    familiar: `sign-in:familiar:${account}|${address}`,
  };
  const { pair: pairLimit, address: addressLimit, account: accountLimit } = SIGN_IN_LIMITS;

  // The address is counted first: an attempt it refuses leaves no counter
  // behind for the account it names, so a flood of refused attempts cannot
  // fill the store (and push out someone's counts). Any later refusal, or a
  // store that cannot answer, takes this attempt's hits back.
  const taken: string[] = [];
  const giveBack = () =>
    Promise.allSettled(taken.map((key) => store.release(key))).then(() => undefined);
  try {
    const fromAddress = await store.hit(keys.address, addressLimit.windowMs, 'address');
    taken.push(keys.address);
    if (fromAddress.count > addressLimit.max)
      throw tooManyAttempts('address', fromAddress.resetInSeconds);

    // Sent together: the pair's count, and whether the account knows this place.
    // allSettled: a failing peek must not leave the pair's hit untaken back.
    const [pairHit, familiarPeek] = await Promise.allSettled([
      store.hit(keys.pair, pairLimit.windowMs, 'account'),
      store.peek(keys.familiar),
    ]);
    if (pairHit.status === 'fulfilled') taken.push(keys.pair);
    if (pairHit.status === 'rejected') throw pairHit.reason;
    if (familiarPeek.status === 'rejected') throw familiarPeek.reason;
    const [pair, familiar] = [pairHit.value, familiarPeek.value];
    if (pair.count > pairLimit.max) throw tooManyAttempts('pair', pair.resetInSeconds);

    if (familiar.count === 0) {
      const onAccount = await store.hit(keys.account, accountLimit.windowMs, 'account');
      taken.push(keys.account);
      if (onAccount.count > accountLimit.max)
        throw tooManyAttempts('account', onAccount.resetInSeconds);
    }
  } catch (error) {
    await giveBack();
    throw error;
  }

  return {
    // No account has this email: its counters keep counting (so a missing
    // account looks like any other), but a full store may drop them, and a
    // flood of made-up emails cannot fill it with counters it must keep.
    async namedNoAccount() {
      await Promise.all([store.demote(keys.pair), store.demote(keys.account)]);
    },
    // The person knows the password: this place's earlier typos are forgiven.
    async succeeded() {
      await Promise.all([
        store.reset(keys.pair),
        ...taken.filter((key) => key !== keys.pair).map((key) => store.release(key)),
        store.hit(keys.familiar, SIGN_IN_LIMITS.familiarForMs, 'mark'),
      ]);
    },
  };
}

/**
 * A password reset proved the person owns the address: the account's
 * guesses from unfamiliar places, and this place's, are forgotten. (Counts
 * of other places on this account run out on their own within 15 minutes.)
 */
export async function clearSignInThrottle(
  store: RateLimitStore,
  email: string,
  clientAddress: string,
): Promise<void> {
  const account = email.toLowerCase();
  const address = addressGroup(clientAddress);
  await Promise.all([
    store.reset(`sign-in:account:${account}`),
    store.reset(`sign-in:pair:${account}|${address}`),
  ]);
}
