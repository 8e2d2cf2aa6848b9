/**
 * Rate-limit windows in Redis: INCR, with the expiry set by the first hit,
 * in one MULTI. Redis bounds its own memory, so a counter's kind is not
 * needed here.
 *
 * When Redis cannot answer, a limit cannot be checked: every call fails
 * within about a second (bounded connect and command time, no queue of
 * commands waiting for a connection) with a 503 and Retry-After, and the
 * callers fail closed. The client keeps reconnecting in the background; the
 * log gets one line when Redis goes away and one when it is back.
 */
import { Redis } from 'ioredis';
import { AppError, UNAVAILABLE_MESSAGE, UNAVAILABLE_RETRY_AFTER_SECONDS } from '../errors.ts';
import type { RateLimitStore, WindowCount } from './rate-limit-store.ts';

const PREFIX = 'prompt-hub:rate:';
/** Decrements only a live window: a release after expiry must not leave a key without one. */
const RELEASE_SCRIPT = `if redis.call('exists', KEYS[1]) == 1 and tonumber(redis.call('get', KEYS[1])) > 0 then
  return redis.call('decr', KEYS[1])
end
return 0`;

/** The longest a connection attempt, or one command, may take. */
const TIMEOUT_MS = 1000;
/** Between reconnection attempts while Redis is away: growing, at most this. */
const MAX_RECONNECT_DELAY_MS = 1000;

export interface RedisStoreLog {
  warn(details: object, message: string): void;
  info(message: string): void;
}

function unavailable(cause: unknown): AppError {
  return new AppError('SERVICE_UNAVAILABLE', UNAVAILABLE_MESSAGE, {
    retryAfterSeconds: UNAVAILABLE_RETRY_AFTER_SECONDS,
    cause,
  });
}

export function createRedisRateLimitStore(url: string, log: RedisStoreLog): RateLimitStore {
  const redis = new Redis(url, {
    connectTimeout: TIMEOUT_MS,
    commandTimeout: TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    retryStrategy: (attempt) => Math.min(attempt * 200, MAX_RECONNECT_DELAY_MS),
  });
  // null until the first connection or failure; a line is logged only on a change.
  let up: boolean | null = null;
  let closing = false;
  const wentDown = (reason: string) => {
    if (up === false || closing) return;
    up = false;
    log.warn({ reason }, 'Redis is not answering: sign-in and sign-up answer 503 until it is back');
  };
  const cameBack = () => {
    if (up === false) log.info('Redis answers again: rate limits are checked again');
    up = true;
  };
  // A reconnection, or (after a command timed out on a live connection,
  // which no reconnection follows) the next command that succeeds.
  redis.on('ready', cameBack);
  // Without a listener ioredis prints every failed reconnection to stderr.
  redis.on('error', (error: Error) => wentDown(error.message));
  redis.on('close', () => wentDown('the connection closed'));

  /** Right after start, waits (briefly) for the first connection; once down, fails at once. */
  const connected = async () => {
    if (redis.status === 'ready') return;
    if (up === false || closing) throw new Error(`Redis is ${redis.status}`);
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        redis.off('ready', onReady);
        reject(new Error('Redis did not connect in time'));
      }, TIMEOUT_MS);
      const onReady = () => {
        clearTimeout(timer);
        resolve();
      };
      redis.once('ready', onReady);
    });
  };
  const run = async <T>(command: () => Promise<T>): Promise<T> => {
    try {
      await connected();
      const answer = await command();
      cameBack();
      return answer;
    } catch (error) {
      wentDown(error instanceof Error ? error.message : String(error));
      throw unavailable(error);
    }
  };
  const view = (count: number, ttlMs: number): WindowCount => ({
    count,
    resetInSeconds: count > 0 ? Math.max(1, Math.ceil(ttlMs / 1000)) : 0,
  });

  return {
    shared: true,
    async hit(key, windowMs) {
      const result = await run(() =>
        redis
          .multi()
          .incr(PREFIX + key)
          .pexpire(PREFIX + key, windowMs, 'NX')
          .pttl(PREFIX + key)
          .exec(),
      );
      const count = Number(result?.[0]?.[1] ?? 0);
      const ttl = Number(result?.[2]?.[1] ?? windowMs);
      return view(count, ttl);
    },
    async peek(key) {
      const [count, ttl] = await run(() =>
        Promise.all([redis.get(PREFIX + key), redis.pttl(PREFIX + key)]),
      );
      return view(Number(count ?? 0), ttl);
    },
    async release(key) {
      await run(() => redis.eval(RELEASE_SCRIPT, 1, PREFIX + key));
    },
    async reset(key) {
      await run(() => redis.del(PREFIX + key));
    },
    // Redis ends every counter with its window (its TTL): nothing fills up.
    async demote() {},
    async ping() {
      await run(() => redis.ping());
    },
    async close() {
      closing = true;
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}
