/**
 * One retry for idempotent reads (decision 009). A query sent on a pooled
 * connection that died unnoticed fails at once (closed, reset) though the
 * database may be fine: a read simply runs again, on a fresh connection.
 * Only a quick failure is retried, so the caller still hears its answer,
 * or its 503, within the outage bound of 3 s. Writes never retry: a write
 * may have been applied before its connection died.
 */
import { isDatabaseUnavailable } from './database-errors.ts';

const RETRY_IF_FAILED_WITHIN_MS = 1000;

/** Whether a read that failed with `error` after `elapsedMs` runs once more. */
export function isRetryableRead(error: unknown, elapsedMs: number): boolean {
  return elapsedMs <= RETRY_IF_FAILED_WITHIN_MS && isDatabaseUnavailable(error);
}

/** Runs `read`, and once more when it failed quickly because the database connection did. */
export async function withReadRetry<T>(read: () => Promise<T>): Promise<T> {
  const startedAt = performance.now();
  try {
    return await read();
  } catch (error) {
    if (!isRetryableRead(error, performance.now() - startedAt)) throw error;
    return read();
  }
}
