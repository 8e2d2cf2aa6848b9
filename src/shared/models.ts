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

/** The playground's model buttons (PRODUCT_SPEC section 9), by kind. */
export const PLAYGROUND_MODELS = {
  text: ['ChatGPT', 'Claude', 'Gemini', 'Llama'],
  image: ['DALL-E', 'Midjourney', 'Stable Diffusion', 'DeepFloyd'],
  multimodal: ['GPT-4 Vision', 'Gemini Pro Vision'],
} as const satisfies Record<ModelKind, readonly ModelName[]>;

export type PlaygroundModel = (typeof PLAYGROUND_MODELS)[ModelKind][number];

/** Image prompts get the image list plus multimodal; others the text list plus multimodal. */
export function playgroundModelsFor(isImagePrompt: boolean): PlaygroundModel[] {
  return [
    ...(isImagePrompt ? PLAYGROUND_MODELS.image : PLAYGROUND_MODELS.text),
    ...PLAYGROUND_MODELS.multimodal,
  ];
}

/** What visitors and members read of a model this site has not set up. */
export const NOT_AVAILABLE = 'Not available on this site.';
