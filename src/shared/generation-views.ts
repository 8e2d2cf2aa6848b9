/**
 * What a run answers with (written once, see prompt-views.ts): each step's
 * result, and the whole answer of POST /api/prompts/generate without
 * streaming. The streamed events (generation-events.ts) carry the same steps.
 */
import { z } from 'zod';

/** One finished step of a run: its title and its answer. */
export const stepResult = z.object({
  title: z.string(),
  text: z.string().optional(),
  imageUrl: z.string().optional(),
  imageUrls: z
    .array(z.string())
    .optional()
    .describe('Every image of the step, when its settings asked for more than one'),
});
export type StepResult = z.infer<typeof stepResult>;

/** The final answer of POST /api/prompts/generate without streaming. */
export const generationResult = z.object({
  text: z.string().optional(),
  imageUrl: z.string().optional().describe('A path on this server'),
  imageUrls: z
    .array(z.string())
    .optional()
    .describe('Every image, when the settings asked for more than one (imageUrl is the first)'),
  clamped: z
    .object({ requested: z.number().int(), allowed: z.number().int(), message: z.string() })
    .optional()
    .describe("The maximum output tokens asked for, lowered to the caller's plan for this run"),
  steps: z.array(stepResult).optional().describe('Every step, for a chained prompt'),
});
export type GenerationResult = z.infer<typeof generationResult>;
