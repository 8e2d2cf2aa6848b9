/**
 * The generations a visitor (per day) or a member's plan (per month) may
 * still run, in words, and whether the next run fits. The server counts
 * and refuses; this only warns before a run that would be refused.
 */
import { formatWholeNumber } from '../../../shared/format.ts';

export interface Allowance {
  kind: 'member' | 'visitor';
  planName: string | null;
  /** null: unlimited. */
  limit: number | null;
  used: number;
  remaining: number | null;
}

const period = (allowance: Allowance) => (allowance.kind === 'visitor' ? 'today' : 'this month');

const plural = (count: number) => `${formatWholeNumber(count)} generation${count === 1 ? '' : 's'}`;

/** "7 of 10 generations left today", or null when unlimited. */
export function allowanceText(allowance: Allowance): string | null {
  if (allowance.limit === null || allowance.remaining === null) return null;
  const of = `${formatWholeNumber(allowance.remaining)} of ${plural(allowance.limit)}`;
  return `${of} left ${period(allowance)}`;
}

/** Calls one run makes: one per model, times one per step of the chain. */
export function callsNeeded(models: number, steps: number): number {
  return Math.max(1, models) * Math.max(1, steps);
}

/** Why the allowance stops this run, or null when it fits (or is unknown or unlimited). */
export function allowanceBlocker(allowance: Allowance | null, needed: number): string | null {
  if (!allowance || allowance.remaining === null) return null;
  if (allowance.remaining === 0) return `No generations left ${period(allowance)}.`;
  if (needed <= allowance.remaining) return null;
  return `This run needs ${plural(needed)}, but only ${formatWholeNumber(allowance.remaining)} ${allowance.remaining === 1 ? 'is' : 'are'} left ${period(allowance)}.`;
}
