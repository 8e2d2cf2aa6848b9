/**
 * Housekeeping every app instance runs on a timer: uploads no prompt
 * claimed within a day (services/uploads/stale-uploads.ts), use marks
 * too old to matter (services/prompts/prompt-usage.ts), outbox messages
 * finished a month ago (services/outbox/outbox-store.ts) and Idempotency-Key
 * claims past their day (services/idempotency/idempotency-claims.ts). Each task is safe
 * to run on several instances at once; a failed run is logged and tried
 * again at the next tick.
 */
import { pruneExpiredIdempotencyClaims } from './idempotency/idempotency-claims.ts';
import { pruneFinishedMessages } from './outbox/outbox-store.ts';
import { pruneUseMarks } from './prompts/prompt-usage.ts';
import type { ServiceDeps } from './service-deps.ts';
import { removeStaleUploads } from './uploads/stale-uploads.ts';

export const MAINTENANCE_INTERVAL_MS = 60 * 60 * 1000;

interface MaintenanceTask {
  /** What it removes, as the log line says it ("stale uploads removed"). */
  label: string;
  run: (deps: ServiceDeps, now: Date) => Promise<number>;
}

const TASKS: MaintenanceTask[] = [
  { label: 'stale uploads', run: removeStaleUploads },
  { label: 'old use marks', run: pruneUseMarks },
  { label: 'old outbox messages', run: (deps, now) => pruneFinishedMessages(deps.db, now) },
  {
    label: 'expired idempotency keys',
    run: (deps, now) => pruneExpiredIdempotencyClaims(deps.db, now),
  },
];

async function runTask(deps: ServiceDeps, task: MaintenanceTask): Promise<void> {
  try {
    const removed = await task.run(deps, new Date());
    deps.log.info({ removed }, `${task.label} removed`);
  } catch (error) {
    deps.log.warn({ err: error }, `removing ${task.label} failed; retrying at the next sweep`);
  }
}

/**
 * Runs every task each `intervalMs` until the returned stop function is
 * called. The timer never keeps the process alive, and a round never
 * overlaps the last. Stopping lets the task in progress finish, runs no
 * further task, and resolves once the round is over, so the app closes its
 * database only after the last sweep has let go of it.
 */
export function startMaintenance(
  deps: ServiceDeps,
  intervalMs: number = MAINTENANCE_INTERVAL_MS,
): () => Promise<void> {
  let stopped = false;
  let current: Promise<void> | undefined;
  const round = async () => {
    for (const task of TASKS) {
      if (stopped) return;
      await runTask(deps, task);
    }
  };
  const timer = setInterval(() => {
    if (current) return;
    current = round().finally(() => {
      current = undefined;
    });
  }, intervalMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await current;
  };
}
