/**
 * REST door of the playground (API.md): the models this server can run,
 * and a run. A run answers JSON (`{ text }` or `{ imageUrl }`) by default,
 * or streams its events as NDJSON when the client asks for
 * GENERATION_STREAM_TYPE (the web app does; decision 015).
 *
 * A run is not queued by admission control as a whole: it spends most of
 * its time waiting on a provider, not on the database, and holding a slot
 * for a minute would starve every other request. Its two short database
 * steps (admitting a call, recording how it ended) go through the pool
 * like any query.
 */
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { GenerationEvent, GenerationResult } from '../../shared/generation-events.ts';
import { GENERATION_STREAM_TYPE } from '../../shared/generation-limits.ts';
import { AppError, type AppErrorCode } from '../errors.ts';
import { prepareRun, type PreparedRun } from '../services/generation/generation-run.ts';
import { listModels } from '../services/generation/model-catalog.ts';
import type { ServiceDeps } from '../services/service-deps.ts';
import { clientInfo } from './client-info.ts';
import { readGenerationRequest } from './generation-request.ts';
import { errorSchema } from './rest-schemas.ts';

const tags = ['Playground'];

const modelSchema = z.object({
  name: z.string(),
  kind: z.enum(['text', 'image', 'multimodal']),
  available: z.boolean(),
  requires: z
    .string()
    .nullable()
    .describe('When unavailable, to an admin only: the configuration that enables it'),
});

const resultSchema = z.object({
  text: z.string().optional(),
  imageUrl: z.string().optional().describe('A path on this server'),
  steps: z
    .array(
      z.object({ title: z.string(), text: z.string().optional(), imageUrl: z.string().optional() }),
    )
    .optional()
    .describe('Every step, for a chained prompt'),
});

function wantsStream(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes(GENERATION_STREAM_TYPE);
}

/** Aborts when the client goes away before the answer is complete (Stop, a closed tab). */
function stopSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

async function* ndjson(events: AsyncGenerator<GenerationEvent>): AsyncGenerator<string> {
  for await (const event of events) yield `${JSON.stringify(event)}\n`;
}

function stream(reply: FastifyReply, run: PreparedRun): FastifyReply {
  return reply
    .header('content-type', `${GENERATION_STREAM_TYPE}; charset=utf-8`)
    .header('cache-control', 'no-store')
    .header('x-accel-buffering', 'no')
    .send(Readable.from(ndjson(run.events(stopSignal(reply)))));
}

/** The whole run, collected; a failed step is the request's error. */
async function collect(reply: FastifyReply, run: PreparedRun): Promise<GenerationResult> {
  const steps: { title: string; text?: string; imageUrl?: string }[] = [];
  for await (const event of run.events(stopSignal(reply))) {
    if (event.type === 'step') steps.push({ title: event.title });
    const current = steps.at(-1);
    if (event.type === 'text' && current) current.text = (current.text ?? '') + event.text;
    if (event.type === 'image' && current) current.imageUrl = event.imageUrl;
    if (event.type === 'error') {
      throw new AppError(event.code as AppErrorCode, event.message, {
        retryAfterSeconds: event.retryAfterSeconds,
      });
    }
  }
  const last = steps.at(-1) ?? { title: '' };
  const answer = run.kind === 'image' ? { imageUrl: last.imageUrl } : { text: last.text ?? '' };
  return steps.length > 1 ? { ...answer, steps } : answer;
}

export const generationRoutes: FastifyPluginAsyncZod<{ deps: ServiceDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    '/models',
    {
      config: { tier: 'public', skipsQueue: true },
      schema: {
        tags,
        summary: 'The playground models and whether this server can run each',
        response: {
          200: z.object({
            models: z.array(modelSchema),
            setUp: z
              .string()
              .nullable()
              .describe('To an admin, when no model can run: how to set one up'),
          }),
        },
      },
    },
    (request) => listModels(deps, request.actor),
  );

  app.post(
    '/prompts/generate',
    {
      config: { tier: 'public', skipsQueue: true },
      // Compressing would hold streamed text back until a block fills.
      compress: false,
      schema: {
        tags,
        summary: 'Run a prompt on a model',
        description: `JSON { prompt, systemPrompt, variables, model, isImagePrompt, chainedPrompts, executionType }, or multipart with those fields (variables and chainedPrompts as JSON text) and an optional "image" file sent to vision models. Send "Accept: ${GENERATION_STREAM_TYPE}" to receive the answer as it is written, one JSON event per line.`,
        consumes: ['application/json', 'multipart/form-data'],
        response: {
          200: resultSchema,
          400: errorSchema,
          413: errorSchema,
          415: errorSchema,
          429: errorSchema,
          502: errorSchema,
          503: errorSchema,
          504: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const { input, image } = await readGenerationRequest(request);
      const requester = { actor: request.actor, address: clientInfo(request).address };
      const run = await prepareRun(deps, requester, input, image);
      return wantsStream(request) ? stream(reply, run) : collect(reply, run);
    },
  );
};
