/**
 * The AI models the product knows by name. Names are the product's words
 * (what a user sees and what the REST API carries), so they are the ids too.
 */

export const MODEL_NAMES = [
  'ChatGPT',
  'Claude',
  'Gemini',
  'Llama',
  'DALL-E',
  'Midjourney',
  'Stable Diffusion',
  'DeepFloyd',
  'GPT-4 Vision',
  'Gemini Pro Vision',
  'Other',
] as const;

export type ModelName = (typeof MODEL_NAMES)[number];

export type ModelKind = 'text' | 'image' | 'multimodal';

export const MODEL_KINDS: Record<ModelName, ModelKind> = {
  ChatGPT: 'text',
  Claude: 'text',
  Gemini: 'text',
  Llama: 'text',
  'DALL-E': 'image',
  Midjourney: 'image',
  'Stable Diffusion': 'image',
  DeepFloyd: 'image',
  'GPT-4 Vision': 'multimodal',
  'Gemini Pro Vision': 'multimodal',
  Other: 'text',
};

/** The choices of the submit form, in the order the form lists them. */
export const SUBMIT_MODELS = [
  'ChatGPT',
  'Midjourney',
  'Claude',
  'Gemini',
  'DALL-E',
  'Stable Diffusion',
  'Other',
] as const satisfies readonly ModelName[];

export const DEFAULT_MODEL: ModelName = 'ChatGPT';

export function isModelName(value: string): value is ModelName {
  return (MODEL_NAMES as readonly string[]).includes(value);
}
