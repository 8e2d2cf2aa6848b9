/**
 * What the playground's model list returns, on both doors (written once,
 * see prompt-views.ts). Apart from models.ts, which the browser imports for
 * its values: this file holds zod schemas and the client imports its types.
 */
import { z } from 'zod';
import { PLAYGROUND_MODELS } from './models.ts';

/** What GET /api/models tells about a model on this server. */
export const modelAvailability = z.object({
  name: z.enum([
    ...PLAYGROUND_MODELS.text,
    ...PLAYGROUND_MODELS.image,
    ...PLAYGROUND_MODELS.multimodal,
  ]),
  kind: z.enum(['text', 'image', 'multimodal']),
  available: z.boolean(),
  requires: z
    .string()
    .nullable()
    .describe('When unavailable, to an admin only: the configuration that enables it'),
});
export type ModelAvailability = z.infer<typeof modelAvailability>;

/** What the playground's model list says, beside the models. */
export const modelCatalog = z.object({
  models: z.array(modelAvailability),
  setUp: z.string().nullable().describe('To an admin, when no model can run: how to set one up'),
});
export type ModelCatalog = z.infer<typeof modelCatalog>;
