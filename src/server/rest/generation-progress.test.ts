import { describe, expect, it } from 'vitest';
import type { GenerationEvent } from '../../shared/generation-events.ts';
import { withProgress } from './generation-progress.ts';

/** A run that waits `ms`, then fails (as a usage record that cannot be written would). */
async function* failingLater(ms: number): AsyncGenerator<GenerationEvent> {
  await new Promise((resolve) => setTimeout(resolve, ms));
  if (ms >= 0) throw new Error('could not record the call');
  yield { type: 'progress' }; // never reached: the type of a run that yields events
}

describe('withProgress', () => {
  it('sends progress while waiting, and hands the failure of a run the client left to the log', async () => {
    const logged: unknown[] = [];
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const events = withProgress(failingLater(60), 10, (error) => logged.push(error));
      expect(await events.next()).toEqual({ done: false, value: { type: 'progress' } });
      // The client leaves while the run is still waiting.
      await events.return(undefined);
      await new Promise((resolve) => setTimeout(resolve, 120));
      expect(logged).toHaveLength(1);
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  it('passes a failure to a client still listening, and logs nothing', async () => {
    const logged: unknown[] = [];
    const events = withProgress(failingLater(5), 1000, (error) => logged.push(error));
    await expect(events.next()).rejects.toThrow('could not record the call');
    expect(logged).toEqual([]);
  });
});
