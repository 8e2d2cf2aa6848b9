/**
 * Housekeeping every app instance runs on a timer: uploads no prompt
 * claimed within a day (services/uploads/stale-uploads.ts), use marks
 * too old to matter (services/prompts/prompt-usage.ts), outbox messages
 * finished a month ago (services/outbox/outbox-store.ts), Idempotency-Key
 * claims past their day (services/idempotency/idempotency-claims.ts), and
 * what accounts leave behind: expired account links and sessions, spent or
 * year-old unsubscribe links, and long-unused sign-in places (decisions 045
 * and 047). library_changes is not pruned: its tombstones are what a change
 * feed cursor of any age needs (decision 042). Each task is safe
 * to run on several instances at once; a failed run is logged and tried
 * again at the next tick.
 */
import { pruneExpiredSessions, pruneOldSignInGroups } from './accounts/sign-in-pruning.ts';
import { pruneExpiredIdempotencyClaims } from './idempotency/idempotency-claims.ts';
import { pruneExpiredAccountTokens } from './mail/account-tokens.ts';
import { pruneUnsubscribeTokens } from './notifications/unsubscribe.ts';
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
  { label: 'expired account links', run: (deps, now) => pruneExpiredAccountTokens(deps.db, now) },
  { label: 'expired sessions', run: (deps, now) => pruneExpiredSessions(deps.db, now) },
  { label: 'old sign-in places', run: (deps, now) => pruneOldSignInGroups(deps.db, now) },
  {
    label: 'spent unsubscribe links',
    run: (deps, now) => pruneUnsubscribeTokens(deps.db, now),
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
