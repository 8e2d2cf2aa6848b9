/**
 * The run tool's door: one stored run (prepareStoredRun), its events
 * gathered into the tool's answer and, when the client sent a
 * progressToken, told as MCP progress notifications as they happen: each
 * step's start and end, and the text written so far at most every
 * PROGRESS_TEXT_MS. A run that fails once started is the tool's error (its
 * finished steps' answers are not kept: a chain is charged per step as on
 * the site, and the error says what was charged).
 */
import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';
import type {
  CallToolResult,
  ServerNotification,
  ServerRequest,
} from '@modelcontextprotocol/sdk/types.js';
import type { StoredRunInput } from '../../shared/generation-inputs.ts';
import type { GenerationEvent } from '../../shared/generation-events.ts';
import type { StepResult } from '../../shared/generation-views.ts';
import type { Actor } from '../auth/actor.ts';
import { AppError, type AppErrorCode } from '../errors.ts';
import { addStepImage } from '../services/generation/step-images.ts';
import { prepareStoredRun } from '../services/generation/stored-prompt-run.ts';
import type { ServiceDeps } from '../services/service-deps.ts';
import type { McpCaller } from './mcp-caller.ts';
import { toolResult } from './mcp-tool-call.ts';

const PROGRESS_TEXT_MS = 500;

type Extra = RequestHandlerExtra<ServerRequest, ServerNotification>;

type RunInput = Pick<StoredRunInput, 'promptId' | 'version' | 'variables' | 'model' | 'settings'>;

/** Sends progress when the client asked for it; progress only ever grows. */
function progressReporter(extra: Extra) {
  const token = extra._meta?.progressToken;
  let progress = 0;
  return async (message: string) => {
    if (token === undefined) return;
    progress += 1;
    await extra.sendNotification({
      method: 'notifications/progress',
      params: { progressToken: token, progress, message },
    });
  };
}

export async function runWithProgress(
  deps: ServiceDeps,
  caller: McpCaller,
  actor: Actor,
  input: RunInput,
  extra: Extra,
): Promise<CallToolResult> {
  const run = await prepareStoredRun(deps, { actor, address: caller.address }, input, {
    requestId: caller.requestId,
    log: caller.log,
  });
  const report = progressReporter(extra);
  const steps: StepResult[] = [];
  let lastTextAt = 0;
  for await (const event of run.events(AbortSignal.any([caller.stop, extra.signal]))) {
    await follow(event, steps, run.steps, report, () => {
      const now = performance.now();
      if (now - lastTextAt < PROGRESS_TEXT_MS) return false;
      lastTextAt = now;
      return true;
    });
  }
  const answer = { ...answerOf(run.kind, steps), ...(run.clamped ? { clamped: run.clamped } : {}) };
  const result = toolResult(steps.length > 1 ? { ...answer, steps } : answer);
  // The model reads the answer itself, not a JSON wrapping of it.
  const readable = [
    ...(run.clamped ? [run.clamped.message] : []),
    ...steps.map(
      (step) =>
        (steps.length > 1 ? `## ${step.title}\n\n` : '') +
        (step.text ?? (step.imageUrls ?? [step.imageUrl ?? '']).join('\n')),
    ),
  ].join('\n\n');
  return { ...result, content: [{ type: 'text', text: readable }] };
}

/** The last step's answer, as POST /api/prompts/generate gives it. */
export function answerOf(kind: 'text' | 'image', steps: readonly StepResult[]) {
  const last = steps.at(-1) ?? { title: '' };
  if (kind === 'text') return { text: last.text ?? '' };
  return { imageUrl: last.imageUrl, ...(last.imageUrls ? { imageUrls: last.imageUrls } : {}) };
}

async function follow(
  event: GenerationEvent,
  steps: StepResult[],
  count: number,
  report: (message: string) => Promise<void>,
  textDue: () => boolean,
): Promise<void> {
  const current = steps.at(-1);
  switch (event.type) {
    case 'step':
      steps.push({ title: event.title });
      return report(`Step ${event.step + 1} of ${count} started`);
    case 'text':
      if (current) current.text = (current.text ?? '') + event.text;
      if (textDue())
        await report(`Step ${event.step + 1}: ${current?.text?.length ?? 0} characters so far`);
      return;
    case 'image':
      if (current) addStepImage(current, event.imageUrl);
      return;
    case 'clamped':
      return report(event.message);
    case 'step-end':
      return report(`Step ${event.step + 1} of ${count} finished`);
    case 'error':
      throw new AppError(event.code as AppErrorCode, event.message, {
        ...(event.retryAfterSeconds === undefined
          ? {}
          : { retryAfterSeconds: event.retryAfterSeconds }),
      });
    default:
      return;
  }
}
