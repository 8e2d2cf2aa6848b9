/**
 * A run by `promptId`: the stored prompt and its chain, with the caller's
 * variables. The prompt is read as its page would show it to this caller
 * (getPrompt), so only a prompt they may see runs: approved, their own, or
 * any for an admin; anything else is the same 404 as a missing prompt.
 * Its model settings come along, with the caller's for this run on top.
 */
import type {
  GenerationInput,
  StoredRunInput,
  TextRunInput,
} from '../../../shared/generation-inputs.ts';
import { isStoredRun } from '../../../shared/generation-inputs.ts';
import { MODEL_NAMES, type ModelName } from '../../../shared/models.ts';
import type { PromptView } from '../../../shared/prompt-views.ts';
import type { MaybeActor } from '../../auth/actor.ts';
import { variableValues } from '../library/filled-prompt.ts';
import { getPrompt } from '../library/library.ts';
import { runSettings } from '../model-settings-check.ts';
import type { ServiceDeps } from '../service-deps.ts';
import type { Requester } from './generation-quota.ts';
import { prepareRun, type PreparedRun, type RunOrigin } from './generation-run.ts';

export interface RunSource {
  input: TextRunInput;
  /** The stored prompt run, recorded with each call; null for texts sent by the caller. */
  promptId: string | null;
}

function modelOf(name: string): ModelName {
  // A prompt written for a model the playground does not know runs as "Other" (refused, 400).
  return (MODEL_NAMES as readonly string[]).includes(name) ? (name as ModelName) : 'Other';
}

function storedRun(prompt: PromptView, input: StoredRunInput): TextRunInput {
  const model = input.model ?? modelOf(prompt.model);
  return {
    settings: runSettings(model, prompt.settings, input.settings ?? {}),
    prompt: prompt.description,
    systemPrompt: prompt.systemprompt,
    variables: variableValues(prompt, input.variables),
    model,
    isImagePrompt: prompt.isImagePrompt,
    chainedPrompts: prompt.isChained
      ? prompt.chainedPrompts.map((step) => ({
          title: step.title,
          prompt: step.description,
          systemPrompt: step.systemprompt,
        }))
      : [],
    executionType: prompt.executionType,
  };
}

export async function resolveRunSource(
  deps: ServiceDeps,
  actor: MaybeActor,
  input: GenerationInput,
): Promise<RunSource> {
  if (!isStoredRun(input)) return { input, promptId: null };
  const prompt = await getPrompt(deps, actor, input.promptId);
  return { input: storedRun(prompt, input), promptId: prompt._id };
}

/**
 * A stored prompt's run, checked and admitted (prepareRun): for doors that
 * only ever run stored prompts (the MCP server's run tool).
 */
export async function prepareStoredRun(
  deps: ServiceDeps,
  requester: Requester,
  input: StoredRunInput,
  origin: Omit<RunOrigin, 'promptId'>,
): Promise<PreparedRun> {
  const source = await resolveRunSource(deps, requester.actor, input);
  return prepareRun(deps, requester, source.input, null, { ...origin, promptId: source.promptId });
}
