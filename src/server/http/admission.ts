/**
 * Admission control: how many requests do database work at once, and how
 * long the rest may queue. A request that would wait longer than the bound
 * is refused at once with 503 and Retry-After, instead of queueing until
 * its client gives up; the estimate comes from how long requests have
 * recently held a slot. A timer refuses any queued request still waiting
 * at the bound, so no request waits longer whatever the estimate says.
 */
import type { ServerResponse } from 'node:http';
import { AppError } from '../errors.ts';

export interface AdmissionOptions {
  /** Requests served at once; the rest queue in arrival order. */
  maxInFlight: number;
  /** The longest a request may wait for a slot. */
  maxWaitMs: number;
  now?: () => number;
  /** Told of each refusal: the expected wait passed the bound, or a queued request reached it. */
  onRefused?: (reason: 'expected wait' | 'waited too long') => void;
}

export type Release = () => void;

export interface Admission {
  /** Waits for a slot; throws a 503 AppError when the wait would pass the bound. */
  acquire(): Promise<Release>;
  stats(): { inFlight: number; queued: number; averageServiceMs: number };
}

interface Waiter {
  admit: (release: Release) => void;
  timer: NodeJS.Timeout;
}

export const OVERLOAD_MESSAGE = 'The server is busy right now. Please try again in a moment.';
/** Weight of the newest service time in the running average. */
const SMOOTHING = 0.2;

export function createAdmission(options: AdmissionOptions): Admission {
  const { maxInFlight, maxWaitMs } = options;
  const now = options.now ?? Date.now;
  const queue: Waiter[] = [];
  let inFlight = 0;
  let averageServiceMs = 0;

  const overloaded = (waitMs: number) =>
    new AppError('SERVICE_UNAVAILABLE', OVERLOAD_MESSAGE, {
      retryAfterSeconds: Math.min(30, Math.max(1, Math.ceil(waitMs / 1000))),
    });

  function admit(): Release {
    inFlight += 1;
    const startedAt = now();
    let isReleased = false;
    return () => {
      if (isReleased) return;
      isReleased = true;
      inFlight -= 1;
      averageServiceMs += SMOOTHING * (now() - startedAt - averageServiceMs);
      const next = queue.shift();
      if (next) {
        clearTimeout(next.timer);
        next.admit(admit());
      }
    };
  }

  return {
    acquire() {
      if (inFlight < maxInFlight && queue.length === 0) return Promise.resolve(admit());
      const expectedWaitMs = Math.ceil((queue.length + 1) / maxInFlight) * averageServiceMs;
      if (expectedWaitMs > maxWaitMs) {
        options.onRefused?.('expected wait');
        return Promise.reject(overloaded(expectedWaitMs));
      }
      return new Promise<Release>((resolve, reject) => {
        const waiter: Waiter = {
          admit: resolve,
          timer: setTimeout(() => {
            queue.splice(queue.indexOf(waiter), 1);
            options.onRefused?.('waited too long');
            reject(overloaded(maxWaitMs));
          }, maxWaitMs),
        };
        queue.push(waiter);
      });
    },
    stats: () => ({ inFlight, queued: queue.length, averageServiceMs }),
  };
}

/**
 * Holds a slot for one HTTP response, from admission until the response is
 * done or its client has gone ('close' fires either way). The listener goes
 * on before the wait: a client that leaves while queued gives its slot
 * straight back once admitted, instead of holding it forever.
 */
export async function admitResponse(admission: Admission, response: ServerResponse): Promise<void> {
  const slot: { release?: Release; isClosed: boolean } = { isClosed: false };
  response.once('close', () => {
    slot.isClosed = true;
    slot.release?.();
  });
  slot.release = await admission.acquire();
  if (slot.isClosed) slot.release();
}

/** Runs `work` in a slot: for a handler that reads its own (slow) body first. */
export async function inSlot<T>(admission: Admission, work: () => Promise<T>): Promise<T> {
  const release = await admission.acquire();
  try {
    return await work();
  } finally {
    release();
  }
}

/**
 * Slots for the calls of one tRPC batch: each call waits for the one
 * before it to give its slot back, then queues like any request. A batch
 * thus holds one slot at a time, however many calls it carries, and its
 * calls take their turns among everyone else's.
 */
export function oneAtATime(admission: Admission): () => Promise<Release> {
  let turn: Promise<void> = Promise.resolve();
  return async () => {
    const before = turn;
    let endTurn = () => {};
    turn = new Promise<void>((resolve) => (endTurn = resolve));
    await before;
    try {
      const release = await admission.acquire();
      return () => {
        release();
        endTurn();
      };
    } catch (error) {
      endTurn();
      throw error;
    }
  };
}
