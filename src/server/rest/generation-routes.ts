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
import type { z } from 'zod';
import { type GenerationEvent, generationEvent } from '../../shared/generation-events.ts';
import {
  type GenerationResult,
  generationResult,
  type StepResult,
} from '../../shared/generation-views.ts';
import { modelCatalog } from '../../shared/model-views.ts';
import { GENERATION_STREAM_TYPE } from '../../shared/generation-limits.ts';
import { type AppErrorCode, httpStatusOf } from '../errors.ts';
import { prepareRun, type PreparedRun } from '../services/generation/generation-run.ts';
import { listModels } from '../services/generation/model-catalog.ts';
import { addStepImage } from '../services/generation/step-images.ts';
import { resolveRunSource } from '../services/generation/stored-prompt-run.ts';
import type { ServiceDeps } from '../services/service-deps.ts';
import { clientInfo } from './client-info.ts';
import { withProgress } from './generation-progress.ts';
import {
  generationMultipartBody,
  generationRequestBody,
  readGenerationRequest,
} from './generation-request.ts';
import { commonErrors, errorSchema, failedRunSchema } from './rest-schemas.ts';

const tags = ['Playground'];

type FailedRunBody = z.infer<typeof failedRunSchema>;

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

function stream(reply: FastifyReply, run: PreparedRun, progressMs: number): FastifyReply {
  const events = withProgress(run.events(stopSignal(reply)), progressMs, (error) =>
    reply.log.warn({ err: error }, 'a run the client had left failed while ending'),
  );
  return reply
    .header('content-type', `${GENERATION_STREAM_TYPE}; charset=utf-8`)
    .header('cache-control', 'no-store')
    .header('x-accel-buffering', 'no')
    .send(Readable.from(ndjson(events)));
}

/** A failed run in JSON: its status and words, what was charged and the finished steps. */
function sendFailedRun(
  reply: FastifyReply,
  event: Extract<GenerationEvent, { type: 'error' }>,
): FastifyReply {
  if (event.retryAfterSeconds !== undefined)
    void reply.header('retry-after', String(event.retryAfterSeconds));
  const code = event.code as AppErrorCode;
  const body: FailedRunBody = {
    error: event.message,
    code,
    charged: event.charged,
    steps: event.steps,
    requestId: reply.request.id,
  };
  return reply.code(httpStatusOf(code)).send(body);
}

/** The whole run, collected; a failed step is the request's error. */
async function collect(
  reply: FastifyReply,
  run: PreparedRun,
): Promise<GenerationResult | FastifyReply> {
  const steps: StepResult[] = [];
  for await (const event of run.events(stopSignal(reply))) {
    if (event.type === 'step') steps.push({ title: event.title });
    const current = steps.at(-1);
    if (event.type === 'text' && current) current.text = (current.text ?? '') + event.text;
    if (event.type === 'image' && current) addStepImage(current, event.imageUrl);
    if (event.type === 'error') return sendFailedRun(reply, event);
  }
  const last = steps.at(-1) ?? { title: '' };
  const answer: GenerationResult =
    run.kind === 'image'
      ? { imageUrl: last.imageUrl, ...(last.imageUrls ? { imageUrls: last.imageUrls } : {}) }
      : { text: last.text ?? '' };
  if (run.clamped) answer.clamped = run.clamped;
  return steps.length > 1 ? { ...answer, steps } : answer;
}

export const generationRoutes: FastifyPluginAsyncZod<{ deps: ServiceDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    '/models',
    {
      config: { tier: 'public', keyScope: 'read', admission: 'none', caching: 'shared' },
      schema: {
        operationId: 'listModels',
        tags,
        summary: 'The playground models and whether this server can run each',
        response: {
          200: modelCatalog,
          ...commonErrors,
        },
      },
    },
    (request) => listModels(deps, request.actor),
  );

  app.post(
    '/prompts/generate',
    {
      config: { tier: 'public', keyScope: 'generate', admission: 'none' },
      // Compressing would hold streamed text back until a block fills.
      compress: false,
      schema: {
        operationId: 'generate',
        tags,
        summary: 'Run a prompt on a model',
        description: `JSON { prompt, systemPrompt, variables, model, isImagePrompt, chainedPrompts, executionType }, or multipart with those fields (variables and chainedPrompts as JSON text) and an optional "image" file sent to vision models. Or, instead of the texts, { promptId, version?, variables, model? }: runs that stored prompt and its chain (as GET /api/prompts/:id shows it, or with version as GET /api/prompts/:id/versions/:n shows that version) with these variables, the prompt's defaults for any left out, on its own model unless model names another; a prompt or version the caller may not see is 404. Send "Accept: ${GENERATION_STREAM_TYPE}" to receive the answer as it is written, one JSON event per line ({"type":"progress"} while the provider is still working). A run that fails once started answers 502 (504 on a timeout, 503 when the provider limits requests) with charged (the runs charged: steps that finished before the failure; the failed step is free) and steps (those finished steps).`,
        documentedBody: {
          'application/json': generationRequestBody,
          'multipart/form-data': generationMultipartBody,
        },
        response: {
          200: {
            description: 'The answer: JSON by default, or a stream of events as NDJSON',
            content: {
              'application/json': { schema: generationResult },
              [GENERATION_STREAM_TYPE]: { schema: generationEvent },
            },
          },
          '4xx': errorSchema,
          400: errorSchema,
          404: errorSchema,
          413: errorSchema,
          415: errorSchema,
          429: failedRunSchema,
          502: failedRunSchema,
          503: failedRunSchema,
          504: failedRunSchema,
        },
      },
    },
    async (request, reply) => {
      const { input, image } = await readGenerationRequest(request);
      const source = await resolveRunSource(deps, request.actor, input);
      const requester = { actor: request.actor, address: clientInfo(request).address };
      const origin = { requestId: request.id, log: request.log, promptId: source.promptId };
      const run = await prepareRun(deps, requester, source.input, image, origin);
      return wantsStream(request)
        ? stream(reply, run, deps.generation.progressMs)
        : collect(reply, run);
    },
  );
};
