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
import type { StepResult } from '../../../shared/generation-views.ts';
import type { TextRunInput } from '../../../shared/generation-inputs.ts';
import type { ModelSettings } from '../../../shared/model-settings.ts';
import type { PlaygroundModel } from '../../../shared/models.ts';
import type { ResolvedModel } from '../../ai/model-gateway.ts';
import { isAdmin } from '../../auth/actor.ts';
import { requirementSentence } from '../../ai/model-registry.ts';
import { AppError, toAppError } from '../../errors.ts';
import type { ServiceLogger } from '../../logging.ts';
import { checkedSettings } from '../model-settings-check.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { storeGeneratedImage } from './generated-images.ts';
import {
  type CallOutcome,
  finishCall,
  type Requester,
  reserveCall,
  type ReservedCall,
} from './generation-quota.ts';
import { failedRunError } from './charge-note.ts';
import { type ProviderFailure, providerFailure, timedOut } from './provider-failure.ts';
import { type Clamped, clampedMaximum, imageShape } from './run-settings.ts';
import { prepareReferenceImage, type ReferenceImage } from './reference-image.ts';
import { messagesFor, type PlannedStep, planSteps, type PreviousTurn } from './run-plan.ts';

export interface PreparedRun {
  model: PlaygroundModel;
  kind: 'text' | 'image';
  steps: number;
  /** A maximum output above the caller's plan, lowered for this run (decision 054). */
  clamped: Clamped | null;
  /** Runs the steps; ends early when `signal` aborts. */
  events(signal: AbortSignal): AsyncGenerator<GenerationEvent>;
}

type RunDeps = Pick<ServiceDeps, 'db' | 'storage' | 'log' | 'models' | 'generation' | 'metrics'>;

/** Where the run came from, for the usage record and the logs. */
export interface RunOrigin {
  requestId: string;
  /** The request's logger, so a failure's line sits with its request. */
  log: ServiceLogger;
  /** The stored prompt run by id; null for text sent by the caller. */
  promptId: string | null;
}

function runnableModel(
  deps: RunDeps,
  requester: Requester,
  model: TextRunInput['model'],
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
  input: TextRunInput,
  imageBytes: Buffer | null,
  origin: RunOrigin,
): Promise<PreparedRun> {
  const resolved = runnableModel(deps, requester, input.model);
  if (imageBytes && resolved.route.kind !== 'multimodal') throw visionOnly(input.model);
  const settings = checkedSettings(input.model, input.settings ?? {});
  const steps = planSteps(input);
  const image = imageBytes ? await prepareReferenceImage(imageBytes) : null;
  // Each image asked for is one generation.
  const charges = resolved.kind === 'image' ? (settings.imageCount ?? 1) : 1;
  // A chain is refused before its first step when its steps do not all fit.
  const first = await reserveCall(deps, requester, {
    model: input.model,
    kind: resolved.kind,
    promptId: origin.promptId,
    needed: steps.length * charges,
    charges,
  });
  const model = input.model as PlaygroundModel;
  const clamped = clampedMaximum(settings.maxOutputTokens, first.maxOutputTokens);
  const run: Run = {
    deps,
    requester,
    resolved,
    model,
    steps,
    image,
    dependent: input.executionType === 'dependent',
    origin,
    settings,
    charges,
  };
  return {
    model,
    kind: resolved.kind,
    steps: steps.length,
    clamped,
    events: (signal) => runSteps(run, first, signal, clamped),
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
  origin: RunOrigin;
  /** The run's model settings, checked for its model. */
  settings: ModelSettings;
  /** Generations each step is charged as (an image step's count). */
  charges: number;
}

interface CallContext {
  run: Run;
  call: ReservedCall;
  step: PlannedStep;
  index: number;
  previous: PreviousTurn | null;
  signal: AbortSignal;
  /** Filled in as the call goes, for the usage record. */
  outcome: Partial<CallOutcome> & { text: string; imageUrl?: string; imageUrls: string[] };
}

async function* streamTextCall(context: CallContext): AsyncGenerator<GenerationEvent> {
  const { run, call, step, index, previous, signal, outcome } = context;
  if (run.resolved.kind !== 'text') return;
  const result = streamText({
    model: run.resolved.model,
    system: step.system || undefined,
    messages: messagesFor(step, previous, run.image),
    // The plan's cap unless the prompt asks for less (a larger ask was announced as clamped).
    maxOutputTokens: Math.min(call.maxOutputTokens, run.settings.maxOutputTokens ?? Infinity),
    temperature: run.settings.temperature,
    topP: run.settings.topP,
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
  const { images } = await generateImage({
    model: run.resolved.model,
    prompt: step.prompt,
    n: run.charges,
    ...imageShape(run.settings.imageSize),
    abortSignal: signal,
    maxRetries: 0,
  });
  signal.throwIfAborted();
  for (const image of images) {
    const stored = await storeGeneratedImage(run.deps, image.uint8Array, run.model);
    outcome.imageKey ??= stored.key;
    outcome.imageUrl ??= stored.url;
    outcome.imageUrls.push(stored.url);
    yield { type: 'image', step: index, imageUrl: stored.url };
  }
}

/** The run failed at `step`: what happened, what was charged, and the steps that finished. */
function errorEvent(step: number, error: AppError, finished: StepResult[]): GenerationEvent {
  const event: GenerationEvent = {
    type: 'error',
    step,
    message: error.message,
    code: error.code,
    charged: finished.length,
    steps: finished,
  };
  return error.retryAfterSeconds === undefined
    ? event
    : { ...event, retryAfterSeconds: error.retryAfterSeconds };
}

/** A failure as the logs and metrics name it. */
function failureKindOf(failure: ProviderFailure | AppError): string {
  return failure instanceof AppError ? 'our-refusal' : failure.kind;
}

/**
 * One line per failure: the request, the step, what went wrong and the
 * provider's status; never the provider's words (they can quote a key).
 */
function logFailedCall(run: Run, index: number, failure: ProviderFailure | AppError): void {
  const kind = failureKindOf(failure);
  run.origin.log.warn(
    {
      requestId: run.origin.requestId,
      model: run.model,
      provider: run.resolved.route.provider,
      step: index,
      failure: kind,
      providerStatus: failure instanceof AppError ? null : failure.providerStatus,
      code: failure.code,
    },
    'generation failed',
  );
}

type CallEnd =
  | { status: 'succeeded'; result: StepResult; text: string }
  | { status: 'stopped' }
  | { status: 'failed'; failure: ProviderFailure | AppError };

/** One step as one charged call: its events, then how it ended. */
async function* runCall(
  run: Run,
  call: ReservedCall,
  index: number,
  previous: PreviousTurn | null,
  stop: AbortSignal,
): AsyncGenerator<GenerationEvent, CallEnd> {
  const step = run.steps[index] as PlannedStep;
  const timeout = AbortSignal.timeout(run.deps.generation.timeoutMs);
  const signal = AbortSignal.any([stop, timeout]);
  const outcome: CallContext['outcome'] = { text: '', imageUrls: [] };
  const context: CallContext = { run, call, step, index, previous, signal, outcome };
  const started = performance.now();
  let status: CallOutcome['status'] = 'succeeded';
  let failure: ProviderFailure | AppError | null = null;
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
      logFailedCall(run, index, failure);
    }
  } finally {
    const durationMs = performance.now() - started;
    run.deps.metrics.generationEnded(
      run.resolved.route.provider,
      failure ? failureKindOf(failure) : status,
      durationMs / 1000,
    );
    await finishCall(run.deps, [call.id, ...call.extraIds], {
      ...outcome,
      status,
      errorCode: failure?.code,
      durationMs,
    });
  }
  if (failure) return { status: 'failed', failure };
  if (status !== 'succeeded') return { status: 'stopped' };
  const result: StepResult = { title: step.title };
  if (run.resolved.kind === 'image') {
    result.imageUrl = outcome.imageUrl;
    if (outcome.imageUrls.length > 1) result.imageUrls = outcome.imageUrls;
  } else result.text = outcome.text;
  return { status: 'succeeded', result, text: outcome.text };
}

async function* runSteps(
  run: Run,
  first: ReservedCall,
  stop: AbortSignal,
  clamped: Clamped | null,
): AsyncGenerator<GenerationEvent> {
  if (clamped) yield { type: 'clamped', setting: 'maxOutputTokens', ...clamped };
  let previous: PreviousTurn | null = null;
  // Every step that finished was charged; a failure says so and hands them back.
  const finished: StepResult[] = [];
  for (const [index, step] of run.steps.entries()) {
    if (stop.aborted) {
      // Admitted but never started: the person left before the first word.
      if (index === 0) {
        await finishCall(run.deps, [first.id, ...first.extraIds], {
          status: 'stopped',
          durationMs: 0,
        });
      }
      return;
    }
    let call = first;
    if (index > 0) {
      try {
        call = await reserveCall(run.deps, run.requester, {
          model: run.model,
          kind: run.resolved.kind,
          promptId: run.origin.promptId,
          charges: run.charges,
        });
      } catch (error) {
        const refusal = failedRunError(toAppError(error), index, finished.length);
        yield errorEvent(index, refusal, finished);
        return;
      }
    }
    yield { type: 'step', step: index, steps: run.steps.length, title: step.title };
    const end: CallEnd = yield* runCall(run, call, index, run.dependent ? previous : null, stop);
    if (end.status === 'failed') {
      yield errorEvent(index, failedRunError(end.failure, index, finished.length), finished);
      return;
    }
    if (end.status === 'stopped') return;
    finished.push(end.result);
    yield { type: 'step-end', step: index };
    previous = { prompt: step.prompt, output: end.text };
  }
  yield { type: 'done' };
}
