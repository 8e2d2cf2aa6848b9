/**
 * Keeps a streamed run talking while it waits: after `intervalMs` without
 * an event (a provider thinking, or hanging until the timeout), it sends
 * {"type":"progress"}, and again each interval after that. The person's
 * page knows the run is alive, and proxies that close a silent connection
 * leave it open. The run's own events pass through unchanged.
 */
import type { GenerationEvent } from '../../shared/generation-events.ts';

const TICK = Symbol('tick');

function tickAfter(ms: number): { promise: Promise<typeof TICK>; cancel: () => void } {
  let timer: NodeJS.Timeout | undefined;
  const promise = new Promise<typeof TICK>((resolve) => {
    timer = setTimeout(() => resolve(TICK), ms);
  });
  return { promise, cancel: () => clearTimeout(timer) };
}

export async function* withProgress(
  events: AsyncGenerator<GenerationEvent>,
  intervalMs: number,
): AsyncGenerator<GenerationEvent> {
  let next = events.next();
  try {
    for (;;) {
      const tick = tickAfter(intervalMs);
      const arrived = await Promise.race([next, tick.promise]);
      tick.cancel();
      if (arrived === TICK) {
        yield { type: 'progress' };
        continue;
      }
      if (arrived.done) return;
      yield arrived.value;
      next = events.next();
    }
  } finally {
    // The client left: let the run end (its stop signal aborts the provider call).
    void events.return(undefined);
  }
}
