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
  /** Where a failure nobody is left to hear goes (the client left mid-run). */
  onAbandonedError: (error: unknown) => void,
): AsyncGenerator<GenerationEvent> {
  let abandoned = false;
  // A step still pending when the client leaves may fail later (a usage
  // record that cannot be written): log it, never leave it unhandled, which
  // would stop the process. Before that, the race below hears it.
  const step = () => {
    const pending = events.next();
    pending.catch((error: unknown) => {
      if (abandoned) onAbandonedError(error);
    });
    return pending;
  };
  let next = step();
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
      next = step();
    }
  } finally {
    // The client left: let the run end (its stop signal aborts the provider call).
    abandoned = true;
    events.return(undefined).catch(onAbandonedError);
  }
}
