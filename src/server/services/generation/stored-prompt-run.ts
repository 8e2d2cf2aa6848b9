/**
 * A run by `promptId`: the stored prompt and its chain, with the caller's
 * variables. The prompt is read as its page would show it to this caller
 * (getPrompt), so only a prompt they may see runs: approved, their own, or
 * any for an admin; anything else is the same 404 as a missing prompt.
 * Its model settings come along, with the caller's for this run on top.
 * With `version`, that version's content runs instead of the live one,
 * read as GET /api/prompts/:id/versions/:n shows it to this caller
 * (getVersion): pending, rejected and other unreviewed versions only for
 * the owner and admins, and anything unseen is the same 404 as a missing one.
 */
import type {
  GenerationInput,
  StoredRunInput,
  TextRunInput,
} from '../../../shared/generation-inputs.ts';
import { isStoredRun } from '../../../shared/generation-inputs.ts';
import { MODEL_NAMES, type ModelName } from '../../../shared/models.ts';
import type { VersionContentView } from '../../../shared/prompt-version-views.ts';
import type { MaybeActor } from '../../auth/actor.ts';
import { variableValues } from '../library/filled-prompt.ts';
import { getPrompt } from '../library/library.ts';
import { getVersion } from '../prompts/version-history.ts';
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

/** The content a run takes: the prompt as it is live, or one of its versions (the same fields). */
type RunContent = VersionContentView;

function storedRun(prompt: RunContent, input: StoredRunInput): TextRunInput {
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
  if (input.version !== undefined) {
    const version = await getVersion(deps, actor, input.promptId, input.version);
    return { input: storedRun(version.content, input), promptId: input.promptId };
  }
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
