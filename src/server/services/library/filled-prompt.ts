/**
 * A prompt with its variables filled in, step by step, for callers that
 * hand the texts on rather than run them (the MCP server's prompts/get,
 * decision 038). The caller's values go over the prompt's own defaults,
 * the same merge a stored run uses (stored-prompt-run.ts); a name the
 * prompt does not declare is refused, so a typo is not silently ignored.
 */
import type { PromptView } from '../../../shared/prompt-views.ts';
import { fillVariables } from '../../../shared/variables.ts';
import type { MaybeActor } from '../../auth/actor.ts';
import { AppError } from '../../errors.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { getPrompt } from './library.ts';

export interface DeclaredVariable {
  name: string;
  defaultValue: string;
}

export interface FilledStep {
  title: string;
  system: string;
  user: string;
}

export interface FilledPrompt {
  prompt: PromptView;
  /** The first step is the prompt itself; a chained prompt's steps follow in order. */
  steps: FilledStep[];
}

/** What declares variables: a prompt, or one of its versions' content. */
export type VariableSource = Pick<PromptView, 'variables' | 'isChained' | 'chainedPrompts'>;

/** The prompt's variables and its chain's, each name once, with the first default given. */
export function declaredVariables(prompt: VariableSource): DeclaredVariable[] {
  const seen = new Map<string, string>();
  const chain = prompt.isChained ? prompt.chainedPrompts : [];
  for (const variable of [...prompt.variables, ...chain.flatMap((step) => step.variables)]) {
    if (!seen.has(variable.name)) seen.set(variable.name, variable.defaultValue);
  }
  return [...seen].map(([name, defaultValue]) => ({ name, defaultValue }));
}

/** The defaults, then what the caller sent. */
export function variableValues(
  prompt: VariableSource,
  sent: Record<string, string>,
): Record<string, string> {
  const values = Object.fromEntries(declaredVariables(prompt).map((v) => [v.name, v.defaultValue]));
  return { ...values, ...sent };
}

function refuseUnknown(prompt: PromptView, sent: Record<string, string>): void {
  const known = new Set(declaredVariables(prompt).map((variable) => variable.name));
  const unknown = Object.keys(sent).filter((name) => !known.has(name));
  if (unknown.length === 0) return;
  const takes = known.size > 0 ? `it takes ${[...known].join(', ')}` : 'it takes none';
  throw new AppError(
    'BAD_REQUEST',
    `${unknown.join(', ')} ${unknown.length === 1 ? 'is not a variable' : 'are not variables'} of this prompt: ${takes}`,
    {
      fields: Object.fromEntries(unknown.map((name) => [name, 'is not a variable of this prompt'])),
    },
  );
}

export async function fillPrompt(
  deps: ServiceDeps,
  actor: MaybeActor,
  id: string,
  sent: Record<string, string>,
): Promise<FilledPrompt> {
  const prompt = await getPrompt(deps, actor, id);
  refuseUnknown(prompt, sent);
  const values = variableValues(prompt, sent);
  const chain = prompt.isChained ? prompt.chainedPrompts : [];
  const steps = [
    { title: prompt.title, systemprompt: prompt.systemprompt, description: prompt.description },
    ...chain,
  ].map((step) => ({
    title: step.title,
    system: fillVariables(step.systemprompt, values),
    user: fillVariables(step.description, values),
  }));
  return { prompt, steps };
}
