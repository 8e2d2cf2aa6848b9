/**
 * A playground run: checked and admitted before anything is streamed (so
 * bad input, an unconfigured model and a spent quota are plain HTTP
 * errors), then its steps run one after another, each as a separately
 * charged model call, their output streamed as events.
 *
 * The caller's signal is the person pressing Stop (or leaving): it aborts
 * the provider request itself. Each call also has a timeout. A call that
 * fails at the provider, or times out, is marked failed and not charged;
 * a stopped call is charged (the provider did the work).
 */
import { generateImage, streamText } from 'ai';
import type { GenerationEvent } from '../../../shared/generation-events.ts';
import type { GenerationInput } from '../../../shared/generation-inputs.ts';
import type { PlaygroundModel } from '../../../shared/models.ts';
import type { ResolvedModel } from '../../ai/model-gateway.ts';
import { isAdmin } from '../../auth/actor.ts';
import { requirementSentence } from '../../ai/model-registry.ts';
import { AppError, toAppError } from '../../errors.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { storeGeneratedImage } from './generated-images.ts';
import {
  type CallOutcome,
  finishCall,
  type Requester,
  reserveCall,
  type ReservedCall,
} from './generation-quota.ts';
import { providerFailure, timedOut } from './provider-failure.ts';
import { prepareReferenceImage, type ReferenceImage } from './reference-image.ts';
import { messagesFor, type PlannedStep, planSteps, type PreviousTurn } from './run-plan.ts';

export interface PreparedRun {
  model: PlaygroundModel;
  kind: 'text' | 'image';
  steps: number;
  /** Runs the steps; ends early when `signal` aborts. */
  events(signal: AbortSignal): AsyncGenerator<GenerationEvent>;
}

type RunDeps = Pick<ServiceDeps, 'db' | 'storage' | 'log' | 'models' | 'generation'>;

function runnableModel(
  deps: RunDeps,
  requester: Requester,
  model: GenerationInput['model'],
): ResolvedModel {
  if (model === 'Other') {
    throw new AppError('BAD_REQUEST', 'Choose a model to run the prompt on.', {
      fields: { model: 'must be a model the playground can run' },
    });
  }
  const route = deps.models.routes[model];
  if (route.missing.length > 0) {
    // The settings that would enable it are told to an admin only.
    const howTo = isAdmin(requester.actor) ? requirementSentence(route.missing) : null;
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      `${model} is not available on this site. ${howTo ?? ''}`.trim(),
    );
  }
  return deps.models.resolve(model);
}

function visionOnly(model: string): AppError {
  return new AppError(
    'BAD_REQUEST',
    `${model} does not read images. Choose GPT-4 Vision or Gemini Pro Vision, or remove the reference image.`,
    { fields: { image: 'is read by vision models only' } },
  );
}

/** Checks everything and admits the first call; throws the AppError that says why not. */
export async function prepareRun(
  deps: RunDeps,
  requester: Requester,
  input: GenerationInput,
  imageBytes: Buffer | null,
): Promise<PreparedRun> {
  const resolved = runnableModel(deps, requester, input.model);
  if (imageBytes && resolved.route.kind !== 'multimodal') throw visionOnly(input.model);
  const steps = planSteps(input);
  const image = imageBytes ? await prepareReferenceImage(imageBytes) : null;
  // A chain is refused before its first step when its steps do not all fit.
  const first = await reserveCall(deps, requester, {
    model: input.model,
    kind: resolved.kind,
    needed: steps.length,
  });
  const model = input.model as PlaygroundModel;
  const run = {
    deps,
    requester,
    resolved,
    model,
    steps,
    image,
    dependent: input.executionType === 'dependent',
  };
  return {
    model,
    kind: resolved.kind,
    steps: steps.length,
    events: (signal) => runSteps(run, first, signal),
  };
}

interface Run {
  deps: RunDeps;
  requester: Requester;
  resolved: ResolvedModel;
  model: PlaygroundModel;
  steps: PlannedStep[];
  image: ReferenceImage | null;
  dependent: boolean;
}

interface CallContext {
  run: Run;
  call: ReservedCall;
  step: PlannedStep;
  index: number;
  previous: PreviousTurn | null;
  signal: AbortSignal;
  /** Filled in as the call goes, for the usage record. */
  outcome: Partial<CallOutcome> & { text: string };
}

async function* streamTextCall(context: CallContext): AsyncGenerator<GenerationEvent> {
  const { run, call, step, index, previous, signal, outcome } = context;
  if (run.resolved.kind !== 'text') return;
  const result = streamText({
    model: run.resolved.model,
    system: step.system || undefined,
    messages: messagesFor(step, previous, run.image),
    maxOutputTokens: call.maxOutputTokens,
    abortSignal: signal,
    maxRetries: 0,
    // Failures arrive as error parts below; the SDK's default would print them to the console.
    onError: () => undefined,
  });
  for await (const part of result.fullStream) {
    if (part.type === 'text-delta' && part.text) {
      outcome.text += part.text;
      yield { type: 'text', step: index, text: part.text };
    } else if (part.type === 'error') {
      throw part.error;
    } else if (part.type === 'finish') {
      outcome.inputTokens = part.totalUsage.inputTokens;
      outcome.outputTokens = part.totalUsage.outputTokens;
    }
  }
}

async function* imageCall(context: CallContext): AsyncGenerator<GenerationEvent> {
  const { run, step, index, signal, outcome } = context;
  if (run.resolved.kind !== 'image') return;
  const { image } = await generateImage({
    model: run.resolved.model,
    prompt: step.prompt,
    n: 1,
    abortSignal: signal,
    maxRetries: 0,
  });
  signal.throwIfAborted();
  const stored = await storeGeneratedImage(run.deps, image.uint8Array, run.model);
  outcome.imageKey = stored.key;
  yield { type: 'image', step: index, imageUrl: stored.url };
}

function errorEvent(step: number, error: AppError): GenerationEvent {
  const event: GenerationEvent = { type: 'error', step, message: error.message, code: error.code };
  return error.retryAfterSeconds === undefined
    ? event
    : { ...event, retryAfterSeconds: error.retryAfterSeconds };
}

/** One step as one charged call: its events, then how it ended (null when it succeeded). */
async function* runCall(
  run: Run,
  call: ReservedCall,
  index: number,
  previous: PreviousTurn | null,
  stop: AbortSignal,
): AsyncGenerator<GenerationEvent, { text: string } | null> {
  const step = run.steps[index] as PlannedStep;
  const timeout = AbortSignal.timeout(run.deps.generation.timeoutMs);
  const signal = AbortSignal.any([stop, timeout]);
  const outcome: CallContext['outcome'] = { text: '' };
  const context: CallContext = { run, call, step, index, previous, signal, outcome };
  const started = performance.now();
  let status: CallOutcome['status'] = 'succeeded';
  let failure: AppError | null = null;
  try {
    yield* run.resolved.kind === 'text' ? streamTextCall(context) : imageCall(context);
    // An aborted stream ends quietly; say which abort it was.
    if (stop.aborted) status = 'stopped';
    else if (timeout.aborted) throw timeout.reason;
  } catch (error) {
    if (stop.aborted) status = 'stopped';
    else {
      status = 'failed';
      failure = timeout.aborted
        ? timedOut(run.model, run.deps.generation.timeoutMs)
        : providerFailure(run.model, error);
      run.deps.log.warn(
        { model: run.model, provider: run.resolved.route.provider, code: failure.code },
        'generation failed',
      );
    }
  } finally {
    await finishCall(run.deps, call.id, {
      ...outcome,
      status,
      errorCode: failure?.code,
      durationMs: performance.now() - started,
    });
  }
  if (failure) {
    yield errorEvent(index, failure);
    return null;
  }
  return status === 'succeeded' ? { text: outcome.text } : null;
}

async function* runSteps(
  run: Run,
  first: ReservedCall,
  stop: AbortSignal,
): AsyncGenerator<GenerationEvent> {
  let previous: PreviousTurn | null = null;
  for (const [index, step] of run.steps.entries()) {
    if (stop.aborted) {
      // Admitted but never started: the person left before the first word.
      if (index === 0) await finishCall(run.deps, first.id, { status: 'stopped', durationMs: 0 });
      return;
    }
    let call = first;
    if (index > 0) {
      try {
        call = await reserveCall(run.deps, run.requester, {
          model: run.model,
          kind: run.resolved.kind,
        });
      } catch (error) {
        const refusal = toAppError(error);
        yield errorEvent(index, refusal);
        return;
      }
    }
    yield { type: 'step', step: index, steps: run.steps.length, title: step.title };
    const answer: { text: string } | null = yield* runCall(
      run,
      call,
      index,
      run.dependent ? previous : null,
      stop,
    );
    if (!answer) return;
    yield { type: 'step-end', step: index };
    previous = { prompt: step.prompt, output: answer.text };
  }
  yield { type: 'done' };
}
