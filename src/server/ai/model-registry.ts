/**
 * The playground's models (the product's names) mapped to a provider and a
 * model id from configuration. A model is available when its provider is
 * configured; otherwise `requires` names what would enable it, for the
 * model list and for the 503 a run gets.
 */
import type { Env } from '../env.ts';
import {
  MODEL_KINDS,
  type ModelKind,
  PLAYGROUND_MODELS,
  type PlaygroundModel,
} from '../../shared/models.ts';

export type ProviderName = 'openai' | 'anthropic' | 'google' | 'llama' | 'replicate';

export interface ModelRoute {
  model: PlaygroundModel;
  kind: ModelKind;
  provider: ProviderName;
  /** The provider's id of the model; undefined when configuration must name it. */
  modelId: string | undefined;
  /** Variables that must be set for this model, unset ones first listed. */
  missing: string[];
}

/** The setting each provider needs before any of its models can run. */
export const PROVIDER_SETTINGS = {
  openai: 'OPENAI_API_KEY',
  anthropic: 'ANTHROPIC_API_KEY',
  google: 'GOOGLE_GENERATIVE_AI_API_KEY',
  llama: 'LLAMA_BASE_URL',
  replicate: 'REPLICATE_API_TOKEN',
} as const satisfies Record<ProviderName, keyof Env>;

function providerMissing(env: Env, provider: ProviderName): string[] {
  const name = PROVIDER_SETTINGS[provider];
  return env[name] ? [] : [name];
}

function route(
  env: Env,
  model: PlaygroundModel,
  provider: ProviderName,
  modelId: string | undefined,
  idVariable?: string,
): ModelRoute {
  const missing = providerMissing(env, provider);
  if (modelId === undefined && idVariable) missing.push(idVariable);
  return { model, kind: MODEL_KINDS[model], provider, modelId, missing };
}

/** Midjourney has no public API; MIDJOURNEY_MODEL may map it to a configured image model. */
function midjourneyRoute(env: Env): ModelRoute {
  const mapping = /^(replicate|openai):(.+)$/.exec(env.MIDJOURNEY_MODEL ?? '');
  if (!mapping?.[1] || !mapping[2]) {
    return {
      model: 'Midjourney',
      kind: 'image',
      provider: 'replicate',
      modelId: undefined,
      missing: ['MIDJOURNEY_MODEL'],
    };
  }
  return route(env, 'Midjourney', mapping[1] as ProviderName, mapping[2]);
}

export function modelRoutes(env: Env): Record<PlaygroundModel, ModelRoute> {
  return {
    ChatGPT: route(env, 'ChatGPT', 'openai', env.OPENAI_CHAT_MODEL),
    Claude: route(env, 'Claude', 'anthropic', env.ANTHROPIC_MODEL),
    Gemini: route(env, 'Gemini', 'google', env.GOOGLE_MODEL),
    Llama: route(env, 'Llama', 'llama', env.LLAMA_MODEL),
    'DALL-E': route(env, 'DALL-E', 'openai', env.OPENAI_IMAGE_MODEL),
    Midjourney: midjourneyRoute(env),
    'Stable Diffusion': route(env, 'Stable Diffusion', 'replicate', env.STABLE_DIFFUSION_MODEL),
    DeepFloyd: route(env, 'DeepFloyd', 'replicate', env.DEEPFLOYD_MODEL, 'DEEPFLOYD_MODEL'),
    'GPT-4 Vision': route(env, 'GPT-4 Vision', 'openai', env.OPENAI_VISION_MODEL),
    'Gemini Pro Vision': route(env, 'Gemini Pro Vision', 'google', env.GOOGLE_VISION_MODEL),
  };
}

/** "Set ANTHROPIC_API_KEY to enable it." (what an operator reads; no values, only names). */
export function requirementSentence(missing: string[]): string | null {
  if (missing.length === 0) return null;
  const names = missing.join(' and ');
  return `Set ${names} to enable it.`;
}

export const ALL_PLAYGROUND_MODELS: PlaygroundModel[] = [
  ...PLAYGROUND_MODELS.text,
  ...PLAYGROUND_MODELS.image,
  ...PLAYGROUND_MODELS.multimodal,
];
