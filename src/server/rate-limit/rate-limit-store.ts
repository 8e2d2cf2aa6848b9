/**
 * Fixed-window counters for rate limits. In-process by default; Redis when
 * REDIS_URL is set, so every instance behind a load balancer shares counts.
 * hit() counts and answers in one step on both stores, so parallel
 * requests each see a different count and a limit cannot be overrun.
 */

export interface WindowCount {
  count: number;
  /** Seconds until this window resets (at least 1 while count > 0). */
  resetInSeconds: number;
}

export interface RateLimitStore {
  /** Counts one more event under key in a window of windowMs. */
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** The current count, without adding to it. */
  peek(key: string): Promise<WindowCount>;
  /** Takes back one hit (an attempt that turned out fine); never below 0, never starts a window. */
  release(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

const MAX_KEYS = 100_000;

export function createMemoryRateLimitStore(now: () => number = Date.now): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string) => {
    const window = windows.get(key);
    if (window && window.resetAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return window;
  };
  const view = (window: { count: number; resetAt: number } | undefined): WindowCount =>
    window
      ? {
          count: window.count,
          resetInSeconds: Math.max(1, Math.ceil((window.resetAt - now()) / 1000)),
        }
      : { count: 0, resetInSeconds: 0 };

  return {
    async hit(key, windowMs) {
      let window = current(key);
      if (!window) {
        // Bound memory: drop the oldest entries when an attacker sprays keys.
        if (windows.size >= MAX_KEYS) windows.delete(windows.keys().next().value ?? '');
        window = { count: 0, resetAt: now() + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return view(window);
    },
    async peek(key) {
      return view(current(key));
    },
    async release(key) {
      const window = current(key);
      if (window && window.count > 0) window.count -= 1;
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      windows.clear();
    },
  };
}
