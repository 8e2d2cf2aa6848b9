import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../errors.ts';
import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { admitResponse, createAdmission, oneAtATime } from './admission.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('admission control', () => {
  it('tells each refusal and its reason (the metrics count them)', async () => {
    const reasons: string[] = [];
    const admission = createAdmission({
      maxInFlight: 1,
      maxWaitMs: 500,
      now: Date.now,
      onRefused: (reason) => reasons.push(reason),
    });
    await admission.acquire();
    const queued = refusal(admission.acquire());
    vi.advanceTimersByTime(500);
    await queued;
    expect(reasons).toEqual(['waited too long']);

    const learnt = createAdmission({
      maxInFlight: 1,
      maxWaitMs: 500,
      now: Date.now,
      onRefused: (reason) => reasons.push(reason),
    });
    for (let i = 0; i < 20; i += 1) {
      const release = await learnt.acquire();
      vi.advanceTimersByTime(1000);
      release();
    }
    await learnt.acquire();
    await refusal(learnt.acquire());
    expect(reasons).toEqual(['waited too long', 'expected wait']);
  });

  it('admits up to the limit at once, then queues in arrival order', async () => {
    const admission = createAdmission({ maxInFlight: 2, maxWaitMs: 1000, now: Date.now });
    const first = await admission.acquire();
    await admission.acquire();
    const order: string[] = [];
    const third = admission.acquire().then((release) => {
      order.push('third');
      return release;
    });
    const fourth = admission.acquire().then(() => order.push('fourth'));
    expect(admission.stats()).toMatchObject({ inFlight: 2, queued: 2 });
    first();
    (await third)();
    await fourth;
    expect(order).toEqual(['third', 'fourth']);
  });

  it('refuses at once, with Retry-After, when the expected wait passes the bound', async () => {
    const admission = createAdmission({ maxInFlight: 1, maxWaitMs: 500, now: Date.now });
    // Teach it that a request holds a slot for about a second.
    for (let i = 0; i < 20; i += 1) {
      const release = await admission.acquire();
      vi.advanceTimersByTime(1000);
      release();
    }
    await admission.acquire();
    const refused = await refusal(admission.acquire());
    expect(refused.code).toBe('SERVICE_UNAVAILABLE');
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(admission.stats().queued).toBe(0);
  });

  it('refuses a queued request still waiting at the bound', async () => {
    const admission = createAdmission({ maxInFlight: 1, maxWaitMs: 300, now: Date.now });
    await admission.acquire();
    const waiting = refusal(admission.acquire());
    vi.advanceTimersByTime(300);
    const refused = await waiting;
    expect(refused.code).toBe('SERVICE_UNAVAILABLE');
    expect(refused.retryAfterSeconds).toBe(1);
    expect(admission.stats().queued).toBe(0);
  });

  it('frees a slot once, however often release is called', async () => {
    const admission = createAdmission({ maxInFlight: 1, maxWaitMs: 300, now: Date.now });
    const release = await admission.acquire();
    release();
    release();
    expect(admission.stats().inFlight).toBe(0);
    await admission.acquire();
    expect(admission.stats().inFlight).toBe(1);
  });

  it('gives back the slot of a client that left while queued, once it is admitted', async () => {
    const admission = createAdmission({ maxInFlight: 1, maxWaitMs: 1000, now: Date.now });
    const holder = await admission.acquire();
    const response = new EventEmitter() as unknown as ServerResponse;
    const queued = admitResponse(admission, response);
    response.emit('close'); // the client gave up while waiting
    holder();
    await queued;
    expect(admission.stats()).toMatchObject({ inFlight: 0, queued: 0 });
  });

  it('holds the slot of a served response until it closes', async () => {
    const admission = createAdmission({ maxInFlight: 1, maxWaitMs: 1000, now: Date.now });
    const response = new EventEmitter() as unknown as ServerResponse;
    await admitResponse(admission, response);
    expect(admission.stats().inFlight).toBe(1);
    response.emit('close');
    expect(admission.stats().inFlight).toBe(0);
  });
});

describe('the calls of one batch', () => {
  it('take slots one at a time, each after the one before gave its slot back', async () => {
    const admission = createAdmission({ maxInFlight: 4, maxWaitMs: 1000, now: Date.now });
    const admitCall = oneAtATime(admission);
    const first = await admitCall();
    let isSecondAdmitted = false;
    const second = admitCall().then((release) => {
      isSecondAdmitted = true;
      return release;
    });
    await vi.advanceTimersByTimeAsync(10);
    expect(isSecondAdmitted).toBe(false);
    expect(admission.stats().inFlight).toBe(1);
    first();
    (await second)();
    expect(admission.stats().inFlight).toBe(0);
  });

  it('let the next call run when one is refused', async () => {
    const admission = createAdmission({ maxInFlight: 1, maxWaitMs: 100, now: Date.now });
    const holder = await admission.acquire();
    const admitCall = oneAtATime(admission);
    const refused = refusal(admitCall());
    const next = admitCall();
    await vi.advanceTimersByTimeAsync(100);
    expect((await refused).code).toBe('SERVICE_UNAVAILABLE');
    holder();
    (await next)();
    expect(admission.stats()).toMatchObject({ inFlight: 0, queued: 0 });
  });
});
