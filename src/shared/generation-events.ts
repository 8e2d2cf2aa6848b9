/**
 * The streamed answer of a run (GENERATION_STREAM_TYPE): one JSON event per
 * line. Refusals found before any provider call (bad input 400, quota 429,
 * model not configured 503) are ordinary HTTP errors instead, so a client
 * checks the status first and reads events only from a 200.
 *
 * Steps are numbered from 0 (a prompt without a chain has one step).
 */

import { z } from 'zod';
import { stepResult } from './generation-views.ts';

const step = z.number().int().describe('The step, from 0');

/**
 * One line of the stream. Written as a schema so the OpenAPI document
 * describes the stream from the same definition the code's type comes from.
 */
export const generationEvent = z
  .discriminatedUnion('type', [
    z
      .object({
        type: z.literal('step'),
        step,
        steps: z.number().int().describe('How many steps the run has'),
        title: z.string(),
      })
      .describe('A step begins (its title, for a chain)'),
    z
      .object({ type: z.literal('text'), step, text: z.string() })
      .describe('More text of a step, in the order the model wrote it'),
    z
      .object({
        type: z.literal('image'),
        step,
        imageUrl: z.string().describe('A path on this server'),
      })
      .describe("A step's image, stored on this server"),
    z.object({ type: z.literal('step-end'), step }).describe('A step finished'),
    z
      .object({
        type: z.literal('clamped'),
        setting: z.literal('maxOutputTokens'),
        requested: z.number().int().describe("The prompt's or the run's setting"),
        allowed: z.number().int().describe("The most the caller's plan allows a run"),
        message: z.string(),
      })
      .describe(
        "Before the first step: a maximum above the caller's plan was lowered for this run (decision 054)",
      ),
    z
      .object({
        type: z.literal('error'),
        step,
        message: z.string(),
        code: z.string().describe('The code an HTTP error would carry, e.g. PROVIDER_ERROR'),
        charged: z.number().int().describe('Runs charged: the steps that finished before it'),
        steps: z.array(stepResult).describe('The steps that finished, with their answers'),
        retryAfterSeconds: z.number().int().optional(),
      })
      .describe(
        'The run failed once started, inside a 200 stream; nothing follows. The failed call is not charged.',
      ),
    z
      .object({ type: z.literal('progress') })
      .describe('Still waiting on the provider: keeps the line alive'),
    z.object({ type: z.literal('done') }).describe('The whole run finished'),
  ])
  .describe('One line of the NDJSON stream of a run');

export type GenerationEvent = z.infer<typeof generationEvent>;

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
