/**
 * Fixed-window counters for rate limits. In-process by default; Redis when
 * REDIS_URL is set, so every instance behind a load balancer shares counts.
 * hit() counts and answers in one step on both stores, so parallel
 * requests each see a different count and a limit cannot be overrun.
 */
import { AppError } from '../errors.ts';

export interface WindowCount {
  count: number;
  /** Seconds until this window resets (at least 1 while count > 0). */
  resetInSeconds: number;
}

/**
 * What a counter guards, which tells the bounded memory store what it may
 * drop when full (decision 008): a count per address (dropping it lets one
 * place start its count again), a mark (a remembered success: dropping it
 * only makes a familiar place unfamiliar), or a count per account, never
 * dropped while it holds hits, since that would hand out fresh guesses on
 * someone's password.
 */
export type CounterKind = 'address' | 'mark' | 'account';

export interface RateLimitStore {
  /** Kept outside the process (Redis): readiness reports whether it answers. */
  readonly shared: boolean;
  /** Counts one more event under key in a window of windowMs (kind: 'account' unless said). */
  hit(key: string, windowMs: number, kind?: CounterKind): Promise<WindowCount>;
  /** The current count, without adding to it. */
  peek(key: string): Promise<WindowCount>;
  /** Takes back one hit (an attempt that turned out fine); never below 0, never starts a window. */
  release(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  /**
   * Files a counter as droppable when the store is full, as a per-address
   * one: it turned out to guard no account (an email nobody has).
   */
  demote(key: string): Promise<void>;
  /** Resolves when the store answers; a shared store that cannot rejects with a 503. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const DEFAULT_MEMORY_CAPACITY = 100_000;

/** Refused when only account counters with hits are left to drop: fail closed. */
export const STORE_FULL_RETRY_AFTER_SECONDS = 60;

export interface MemoryStoreOptions {
  now?: () => number;
  /** How many counters the store holds at most (RATE_LIMIT_MEMORY_KEYS). */
  capacity?: number;
}

interface Window {
  count: number;
  resetAt: number;
  kind: CounterKind;
}

/**
 * Counters with no hits left (all released), then per-address counts, then
 * marks are dropped first, oldest first; account counts with hits never.
 * Each group is a Map kept in the order its keys joined it, so the oldest
 * is always its first key and a full store frees room in constant time.
 */
const DROP_ORDER = ['idle', 'address', 'mark'] as const;
type Group = (typeof DROP_ORDER)[number];

function groupOf(window: Window): Group | null {
  if (window.count === 0) return 'idle';
  return window.kind === 'account' ? null : window.kind;
}

export function createMemoryRateLimitStore(options: MemoryStoreOptions = {}): RateLimitStore {
  const now = options.now ?? Date.now;
  const capacity = options.capacity ?? DEFAULT_MEMORY_CAPACITY;
  const windows = new Map<string, Window>();
  const droppable: Record<Group, Set<string>> = {
    idle: new Set(),
    address: new Set(),
    mark: new Set(),
  };

  const forget = (key: string) => {
    windows.delete(key);
    for (const group of DROP_ORDER) droppable[group].delete(key);
  };
  /** Files key under the group its window now belongs to (at the end: the newest). */
  const regroup = (key: string, window: Window) => {
    for (const group of DROP_ORDER) droppable[group].delete(key);
    const group = groupOf(window);
    if (group) droppable[group].add(key);
  };
  const current = (key: string) => {
    const window = windows.get(key);
    if (window && window.resetAt <= now()) {
      forget(key);
      return undefined;
    }
    return window;
  };
  const view = (window: Window | undefined): WindowCount =>
    window
      ? {
          count: window.count,
          resetInSeconds: Math.max(1, Math.ceil((window.resetAt - now()) / 1000)),
        }
      : { count: 0, resetInSeconds: 0 };

  let lastSweep = 0;
  /** Drops every ended window; at most once a second, as it walks them all. */
  const sweepEnded = () => {
    if (now() - lastSweep < 1000) return;
    lastSweep = now();
    for (const key of [...windows.keys()]) current(key);
  };
  const makeRoom = () => {
    if (windows.size < capacity) return;
    for (const group of DROP_ORDER) {
      const oldest = droppable[group].values().next();
      if (!oldest.done) {
        forget(oldest.value);
        return;
      }
    }
    sweepEnded();
    if (windows.size >= capacity) {
      throw new AppError(
        'TOO_MANY_REQUESTS',
        'Too many attempts right now. Try again in a minute.',
        {
          retryAfterSeconds: STORE_FULL_RETRY_AFTER_SECONDS,
        },
      );
    }
  };

  return {
    shared: false,
    async hit(key, windowMs, kind = 'account') {
      let window = current(key);
      if (!window) {
        makeRoom();
        window = { count: 0, resetAt: now() + windowMs, kind };
        windows.set(key, window);
      }
      window.count += 1;
      if (window.count === 1) regroup(key, window);
      return view(window);
    },
    async peek(key) {
      return view(current(key));
    },
    async release(key) {
      const window = current(key);
      if (!window || window.count === 0) return;
      window.count -= 1;
      if (window.count === 0) regroup(key, window);
    },
    async reset(key) {
      forget(key);
    },
    async demote(key) {
      const window = current(key);
      if (!window || window.kind !== 'account') return;
      window.kind = 'address';
      regroup(key, window);
    },
    async ping() {},
    async close() {
      windows.clear();
      for (const group of DROP_ORDER) droppable[group].clear();
    },
  };
}
