/**
 * Rate-limit windows in Redis: INCR, with the expiry set by the first hit,
 * in one MULTI. Redis bounds its own memory, so a counter's kind is not
 * needed here.
 */
import { Redis } from 'ioredis';
import type { RateLimitStore, WindowCount } from './rate-limit-store.ts';

const PREFIX = 'prompt-hub:rate:';
/** Decrements only a live window: a release after expiry must not leave a key without one. */
const RELEASE_SCRIPT = `if redis.call('exists', KEYS[1]) == 1 and tonumber(redis.call('get', KEYS[1])) > 0 then
  return redis.call('decr', KEYS[1])
end
return 0`;

export function createRedisRateLimitStore(url: string): RateLimitStore {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
  const view = (count: number, ttlMs: number): WindowCount => ({
    count,
    resetInSeconds: count > 0 ? Math.max(1, Math.ceil(ttlMs / 1000)) : 0,
  });

  return {
    async hit(key, windowMs) {
      const result = await redis
        .multi()
        .incr(PREFIX + key)
        .pexpire(PREFIX + key, windowMs, 'NX')
        .pttl(PREFIX + key)
        .exec();
      const count = Number(result?.[0]?.[1] ?? 0);
      const ttl = Number(result?.[2]?.[1] ?? windowMs);
      return view(count, ttl);
    },
    async peek(key) {
      const [count, ttl] = await Promise.all([redis.get(PREFIX + key), redis.pttl(PREFIX + key)]);
      return view(Number(count ?? 0), ttl);
    },
    async release(key) {
      await redis.eval(RELEASE_SCRIPT, 1, PREFIX + key);
    },
    async reset(key) {
      await redis.del(PREFIX + key);
    },
    async close() {
      await redis.quit();
    },
  };
}
