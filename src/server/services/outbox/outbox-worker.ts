/**
 * The outbox worker each app instance runs beside its doors (decision
 * 037), never on a request's path: it claims due messages, hands each to
 * the handler of its kind, and records the outcome, retrying on the
 * handler's schedule. It wakes when this instance enqueues (OutboxSignal)
 * and polls for the rest: retries that fell due and other instances' rows.
 *
 * stop() claims nothing more, aborts the sends in flight (their claims are
 * given back, so another instance or the next start sends them at once)
 * and resolves when the round is over, before the app closes its database.
 */
import type { ServiceDeps } from '../service-deps.ts';
import {
  type AttemptOutcome,
  type ClaimedMessage,
  claimDueMessages,
  recordAttempt,
  releaseClaim,
} from './outbox-store.ts';

export interface OutboxHandler {
  /** Waits between attempts; after the last, a failing message is marked failed. */
  retryScheduleMs: readonly number[];
  /** The longest one attempt may take; the claim's lease is longer. */
  timeoutMs: number;
  send(deps: ServiceDeps, message: ClaimedMessage, signal: AbortSignal): Promise<AttemptOutcome>;
}

export interface OutboxWorkerOptions {
  pollMs: number;
  /** Messages claimed at once, sent in parallel. */
  batchSize?: number;
  /** While true (the instance is draining), nothing new is claimed. */
  paused?: () => boolean;
}

export interface OutboxWorker {
  /** Look for due messages now (a round already running looks again after). */
  wake(): void;
  stop(): Promise<void>;
}

/** Time beyond an attempt's timeout before another worker may take the message. */
const LEASE_MARGIN_MS = 30_000;

export function startOutboxWorker(
  deps: ServiceDeps,
  handlers: Readonly<Record<string, OutboxHandler>>,
  { pollMs, batchSize = 10, paused = () => false }: OutboxWorkerOptions,
): OutboxWorker {
  const kinds = Object.keys(handlers);
  const leaseMs = Math.max(...Object.values(handlers).map((h) => h.timeoutMs)) + LEASE_MARGIN_MS;
  const aborter = new AbortController();
  let stopped = false;
  let again = false;
  let current: Promise<void> | undefined;

  const sendOne = async (message: ClaimedMessage) => {
    const handler = handlers[message.kind];
    if (!handler) return;
    let outcome: AttemptOutcome;
    try {
      outcome = await handler.send(deps, message, aborter.signal);
    } catch (error) {
      outcome = { ok: false, error: error instanceof Error ? error.message : 'failed' };
    }
    if (aborter.signal.aborted) return releaseClaim(deps.db, message);
    await recordAttempt(deps.db, message, outcome, handler.retryScheduleMs);
    if (!outcome.ok)
      deps.log.info(
        { outbox: message.id, kind: message.kind, attempt: message.attempts, err: outcome.error },
        'outbox message not delivered',
      );
  };

  const round = async () => {
    do {
      again = false;
      if (stopped || paused()) return;
      const claimed = await claimDueMessages(deps.db, { kinds, limit: batchSize, leaseMs });
      await Promise.all(claimed.map(sendOne));
      if (claimed.length === batchSize) again = true;
    } while (again && !stopped);
  };

  const tick = () => {
    if (stopped) return;
    if (current) {
      again = true;
      return;
    }
    current = round()
      .catch((error: unknown) => {
        deps.log.warn({ err: error }, 'outbox round failed; trying again at the next poll');
      })
      .finally(() => {
        current = undefined;
      });
  };

  const timer = setInterval(tick, pollMs);
  timer.unref();
  const unlisten = deps.outbox.listen(tick);
  // Messages left due by a stop or a crash go out now, not a poll later.
  tick();
  return {
    wake: tick,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      unlisten();
      aborter.abort();
      await current;
    },
  };
}
