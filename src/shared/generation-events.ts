/**
 * The streamed answer of a run (GENERATION_STREAM_TYPE): one JSON event per
 * line. Refusals found before any provider call (bad input 400, quota 429,
 * model not configured 503) are ordinary HTTP errors instead, so a client
 * checks the status first and reads events only from a 200.
 *
 * Steps are numbered from 0 (a prompt without a chain has one step).
 */

import type { StepResult } from './generation-views.ts';

export type GenerationEvent =
  /** A step begins (its title, for a chain). */
  | { type: 'step'; step: number; steps: number; title: string }
  /** More text of a step, in the order the model wrote it. */
  | { type: 'text'; step: number; text: string }
  /** A step's image, stored on this server. */
  | { type: 'image'; step: number; imageUrl: string }
  /** A step finished. */
  | { type: 'step-end'; step: number }
  /**
   * The run failed; nothing after it. The failed call is not charged; the
   * steps that finished before it were (`charged` of them, handed back in
   * `steps`), and the message says so.
   */
  | {
      type: 'error';
      step: number;
      message: string;
      code: string;
      charged: number;
      steps: StepResult[];
      retryAfterSeconds?: number;
    }
  /** Still waiting on the provider: sent when nothing else was for a while, so the line stays alive and the page can say so. */
  | { type: 'progress' }
  /** The whole run finished. */
  | { type: 'done' };

/** Generations left in the current period (playground.allowance). */
export interface GenerationAllowance {
  kind: 'member' | 'visitor';
  /** The member's plan; null for a visitor. */
  planName: string | null;
  /** Calls allowed in the period; null is unlimited. */
  limit: number | null;
  used: number;
  remaining: number | null;
  /** When the count starts again (the next month for members, the next UTC day for visitors). */
  resetsAt: Date;
}
