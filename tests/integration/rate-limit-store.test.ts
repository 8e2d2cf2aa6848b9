/**
 * The rate-limit stores behind the sign-in throttle: fixed windows in
 * memory (driven by an injected clock) and in Redis (the real server on
 * 127.0.0.1:6379, or TEST_REDIS_URL), shared by every app instance.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/server/errors.ts';
import {
  createMemoryRateLimitStore,
  type RateLimitStore,
} from '../../src/server/rate-limit/rate-limit-store.ts';
import { createRedisRateLimitStore } from '../../src/server/rate-limit/redis-rate-limit-store.ts';
import { REDIS_REQUIRED, redisUnavailable, TEST_REDIS_URL } from '../helpers/redis-probe.ts';
import {
  beginSignInAttempt,
  SIGN_IN_LIMITS,
} from '../../src/server/services/accounts/sign-in-throttle.ts';

const REDIS_URL = TEST_REDIS_URL;
const quiet = { warn: () => {}, info: () => {} };
const FIFTEEN_MINUTES = 15 * 60 * 1000;

async function throttleError(store: RateLimitStore, email: string, address: string) {
  try {
    await beginSignInAttempt(store, email, address);
    return null;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}

/** Fifty hits at once: every caller sees its own count, none lost or repeated. */
async function expectAtomicHits(store: RateLimitStore, key: string) {
  const counts = await Promise.all(
    Array.from({ length: 50 }, () => store.hit(key, 60_000).then((window) => window.count)),
  );
  expect(counts.sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
}

/** release() takes one hit back, never below zero, and never opens a window. */
async function expectRelease(store: RateLimitStore, key: string) {
  await store.hit(key, 60_000);
  await store.hit(key, 60_000);
  await store.release(key);
  expect((await store.peek(key)).count).toBe(1);
  await store.release(key);
  await store.release(key);
  expect((await store.peek(key)).count).toBe(0);
  await store.release(`${key}:never-hit`);
  expect(await store.peek(`${key}:never-hit`)).toEqual({ count: 0, resetInSeconds: 0 });
}

describe('the memory store', () => {
  let time = 1_000_000;
  const store = createMemoryRateLimitStore({ now: () => time });

  it('counts hits in a fixed window that later hits do not extend', async () => {
    expect(await store.hit('a', 60_000)).toEqual({ count: 1, resetInSeconds: 60 });
    time += 30_500;
    expect(await store.hit('a', 60_000)).toEqual({ count: 2, resetInSeconds: 30 });
    expect(await store.peek('a')).toEqual({ count: 2, resetInSeconds: 30 });
    expect(await store.peek('a')).toEqual({ count: 2, resetInSeconds: 30 });
    time += 29_499;
    expect(await store.peek('a')).toEqual({ count: 2, resetInSeconds: 1 });
    time += 1;
    expect(await store.peek('a')).toEqual({ count: 0, resetInSeconds: 0 });
    expect(await store.hit('a', 60_000)).toEqual({ count: 1, resetInSeconds: 60 });
  });

  it('keeps keys apart, and forgets one on reset', async () => {
    await store.hit('b', 10_000);
    await store.hit('b', 10_000);
    await store.hit('c', 10_000);
    await store.reset('b');
    expect(await store.peek('b')).toEqual({ count: 0, resetInSeconds: 0 });
    expect((await store.peek('c')).count).toBe(1);
  });

  it('when full, drops idle counters, then per-address ones, then marks, oldest first', async () => {
    const full = createMemoryRateLimitStore({ now: () => time, capacity: 10 });
    for (let i = 0; i < 3; i += 1) await full.hit(`account${i}`, 60_000, 'account');
    for (let i = 0; i < 3; i += 1) await full.hit(`address${i}`, 60_000, 'address');
    for (let i = 0; i < 2; i += 1) await full.hit(`mark${i}`, 60_000, 'mark');
    await full.hit('idle0', 60_000, 'account');
    await full.hit('idle1', 60_000, 'address');
    await full.release('idle1');
    await full.release('idle0');
    const alive = async (...keys: string[]) =>
      Promise.all(keys.map(async (key) => (await full.peek(key)).count > 0));

    // Released counters go first, in the order they became idle.
    await full.hit('new0', 60_000, 'account');
    expect(await full.peek('idle1')).toEqual({ count: 0, resetInSeconds: 0 });
    await full.hit('new1', 60_000, 'account');
    // Then per-address counts, oldest first; then marks.
    for (let i = 2; i <= 6; i += 1) await full.hit(`new${i}`, 60_000, 'account');
    expect(await alive('address0', 'address1', 'address2', 'mark0', 'mark1')).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    // An account's counter with hits is never dropped: a full store refuses.
    expect(await alive('account0', 'account1', 'account2')).toEqual([true, true, true]);
    const refused: unknown = await full
      .hit('one-too-many', 60_000, 'account')
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 60 });
    // Hitting an existing counter needs no room.
    expect((await full.hit('account0', 60_000)).count).toBe(2);
    // Once windows end, there is room again.
    time += 60_000;
    expect((await full.hit('one-too-many', 60_000)).count).toBe(1);
    await full.close();
  });

  it('holds its default capacity of 100,000 without refusing, dropping idle counters', async () => {
    const sprayed = createMemoryRateLimitStore({ now: () => time });
    for (let i = 0; i < 100_000; i += 1) {
      await sprayed.hit(`k${i}`, 60_000, 'address');
      if (i % 2 === 0) await sprayed.release(`k${i}`);
    }
    await sprayed.hit('one-more', 60_000);
    expect((await sprayed.peek('k0')).count).toBe(0);
    expect((await sprayed.peek('k1')).count).toBe(1);
    expect((await sprayed.peek('one-more')).count).toBe(1);
    await sprayed.close();
    expect((await sprayed.peek('k1')).count).toBe(0);
  });

  it('counts parallel hits atomically', () => expectAtomicHits(store, 'parallel'));

  it('takes hits back with release', () => expectRelease(store, 'released'));

  it('lets an account and address pair try again once its 15-minute window has passed', async () => {
    const throttle = createMemoryRateLimitStore({ now: () => time });
    for (let i = 0; i < SIGN_IN_LIMITS.pair.max; i += 1) {
      await beginSignInAttempt(throttle, 'Someone@Test.Example', '10.1.1.1');
    }
    const blocked = await throttleError(throttle, 'someone@test.example', '10.1.1.1');
    expect(blocked?.code).toBe('TOO_MANY_REQUESTS');
    expect(blocked?.retryAfterSeconds).toBe(900);
    expect(blocked?.message).toBe('Too many failed sign-in attempts. Try again in 15 minutes.');
    time += FIFTEEN_MINUTES - 30_000;
    expect((await throttleError(throttle, 'someone@test.example', '10.1.1.1'))?.message).toMatch(
      /in a minute\.$/,
    );
    time += 30_000;
    expect(await throttleError(throttle, 'someone@test.example', '10.1.1.1')).toBeNull();
  });
});

const unavailable = await redisUnavailable();
const redisTitle = unavailable
  ? `the Redis store (skipped: no Redis at ${REDIS_URL}: ${unavailable})`
  : 'the Redis store';

describe.skipIf(unavailable !== null && !REDIS_REQUIRED)(redisTitle, () => {
  // Unique keys: other test runs may share this Redis.
  const prefix = `test:${randomBytes(6).toString('hex')}:`;
  const key = (name: string) => `${prefix}${name}`;
  const stores: RateLimitStore[] = [];
  const open = () => {
    const store = createRedisRateLimitStore(REDIS_URL, quiet);
    stores.push(store);
    return store;
  };
  const raw = new Redis(REDIS_URL, { lazyConnect: true });

  afterAll(async () => {
    const keys = await raw.keys(`prompt-hub:rate:${prefix}*`);
    if (keys.length > 0) await raw.del(...keys);
    await Promise.all(stores.map((store) => store.close()));
    raw.disconnect();
  });

  it('counts hits in a window set by the first hit, under its own prefix', async () => {
    const store = open();
    expect(await store.peek(key('a'))).toEqual({ count: 0, resetInSeconds: 0 });
    expect(await store.hit(key('a'), 60_000)).toEqual({ count: 1, resetInSeconds: 60 });
    expect(await store.hit(key('a'), 60_000)).toMatchObject({ count: 2 });
    expect(await store.peek(key('a'))).toMatchObject({ count: 2 });
    const ttl = await raw.pttl(`prompt-hub:rate:${key('a')}`);
    expect(ttl).toBeGreaterThan(55_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it('does not extend the window on later hits, and starts afresh after it', async () => {
    const store = open();
    await store.hit(key('b'), 800);
    await new Promise((resolve) => setTimeout(resolve, 400));
    await store.hit(key('b'), 800);
    expect(await raw.pttl(`prompt-hub:rate:${key('b')}`)).toBeLessThanOrEqual(400);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await store.peek(key('b'))).toEqual({ count: 0, resetInSeconds: 0 });
    expect(await store.hit(key('b'), 800)).toEqual({ count: 1, resetInSeconds: 1 });
  });

  it('forgets a key on reset', async () => {
    const store = open();
    await store.hit(key('c'), 60_000);
    await store.reset(key('c'));
    expect(await store.peek(key('c'))).toEqual({ count: 0, resetInSeconds: 0 });
  });

  it('counts parallel hits atomically, across connections', async () => {
    const [first, second] = [open(), open()];
    const counts = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        (i % 2 ? first : second).hit(key('parallel'), 60_000).then((window) => window.count),
      ),
    );
    expect(counts.sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    await expectAtomicHits(open(), key('parallel-one-connection'));
  });

  it('takes hits back with release, without leaving a key behind', async () => {
    await expectRelease(open(), key('released'));
    expect(await raw.exists(`prompt-hub:rate:${key('released')}:never-hit`)).toBe(0);
  });

  it('shares the sign-in throttle between app instances', async () => {
    const [first, second] = [open(), open()];
    const email = `${prefix}person@test.example`;
    const address = '198.51.100.77';
    for (let i = 0; i < SIGN_IN_LIMITS.pair.max; i += 1) {
      await beginSignInAttempt(first, email, address);
    }
    const blocked = await throttleError(second, email.toUpperCase(), address);
    expect(blocked?.code).toBe('TOO_MANY_REQUESTS');
    expect(blocked?.retryAfterSeconds).toBeGreaterThan(890);
    expect(blocked?.retryAfterSeconds).toBeLessThanOrEqual(900);
    expect(await throttleError(first, email, '198.51.100.78')).toBeNull();
  });
});
