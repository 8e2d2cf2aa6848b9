/**
 * The tests' Redis: where it is (TEST_REDIS_URL, else the local default),
 * whether CI requires it, and why it cannot be reached (null when it can).
 */
import { Redis } from 'ioredis';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
/** CI sets TEST_REDIS_URL (.ci/run starts Redis): there a missing Redis fails rather than skips. */
export const REDIS_REQUIRED = Boolean(process.env.TEST_REDIS_URL);

export async function redisUnavailable(url = TEST_REDIS_URL): Promise<string | null> {
  const probe = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => {});
  try {
    await probe.connect();
    await probe.ping();
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    probe.disconnect();
  }
}
