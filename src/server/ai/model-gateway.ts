/**
 * The one place provider clients are made (from configuration, once) and
 * a playground model becomes an AI SDK model. Keys stay in these clients:
 * nothing here is returned to a caller or logged.
 */
import { createAnthropic } from '@ai-sdk/anthropic';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { createReplicate } from '@ai-sdk/replicate';
import type { ImageModel, LanguageModel } from 'ai';
import type { Env } from '../env.ts';
import type { PlaygroundModel } from '../../shared/models.ts';
import { type ModelRoute, modelRoutes } from './model-registry.ts';

export type ResolvedModel =
  | { kind: 'text'; route: ModelRoute; model: LanguageModel }
  | { kind: 'image'; route: ModelRoute; model: ImageModel };

export interface ModelGateway {
  routes: Record<PlaygroundModel, ModelRoute>;
  /** The runnable model; call only for a route with nothing missing. */
  resolve(model: PlaygroundModel): ResolvedModel;
}

export function createModelGateway(env: Env): ModelGateway {
  const routes = modelRoutes(env);
  // Clients are cheap, but made once so their fetch settings are shared.
  const openai = createOpenAI({ apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL });
  const anthropic = createAnthropic({
    apiKey: env.ANTHROPIC_API_KEY,
    baseURL: env.ANTHROPIC_BASE_URL,
  });
  const google = createGoogleGenerativeAI({
    apiKey: env.GOOGLE_GENERATIVE_AI_API_KEY,
    baseURL: env.GOOGLE_GENERATIVE_AI_BASE_URL,
  });
  const llama = createOpenAICompatible({
    name: 'llama',
    baseURL: env.LLAMA_BASE_URL ?? 'http://127.0.0.1:11434/v1',
    apiKey: env.LLAMA_API_KEY,
    includeUsage: true,
  });
  const replicate = createReplicate({
    apiToken: env.REPLICATE_API_TOKEN,
    baseURL: env.REPLICATE_BASE_URL,
  });

  function textModel(route: ModelRoute, id: string): LanguageModel {
    switch (route.provider) {
      case 'openai':
        // Chat Completions: the API every OpenAI-compatible server also speaks.
        return openai.chat(id);
      case 'anthropic':
        return anthropic(id);
      case 'google':
        return google(id);
      case 'llama':
        return llama.chatModel(id);
      case 'replicate':
        throw new Error('Replicate serves image models only here');
    }
  }

  function imageModel(route: ModelRoute, id: string): ImageModel {
    if (route.provider === 'openai') return openai.image(id);
    if (route.provider === 'replicate') return replicate.image(id);
    throw new Error(`${route.provider} serves no image model here`);
  }

  return {
    routes,
    resolve(name) {
      const route = routes[name];
      const id = route.modelId;
      if (route.missing.length > 0 || !id) throw new Error(`${name} is not configured`);
      return route.kind === 'image'
        ? { kind: 'image', route, model: imageModel(route, id) }
        : { kind: 'text', route, model: textModel(route, id) };
    },
  };
}
