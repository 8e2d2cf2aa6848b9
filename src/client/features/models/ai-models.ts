/**
 * The models shown on /models (PRODUCT_SPEC section 3, "AI model"): the
 * ones the playground runs, and only those (issue 21: the page once listed
 * three coding assistants the playground does not offer). The text models
 * that write code also sit under Code Generation. Ratings and user counts
 * are this hub's own display figures (members who ran the model here), not
 * the providers' numbers.
 */
import type { PlaygroundModel } from '../../../shared/models.ts';

export type ModelCategory = 'text' | 'image' | 'code';
export type ModelStatus = 'active' | 'beta' | 'deprecated';

export interface AiModel {
  id: string;
  name: string;
  provider: string;
  /** The tabs it appears under; the first picks its icon. */
  categories: readonly [ModelCategory, ...ModelCategory[]];
  description: string;
  capabilities: string[];
  /** Community rating out of 5, one decimal. */
  rating: number;
  /** Display text, e.g. "18K+". */
  users: string;
  status: ModelStatus;
  /** A Mantine colour name for the card's accent. */
  color: string;
  /** What Try Model opens the playground with (this very model). */
  tryWith: { model: PlaygroundModel; isImagePrompt: boolean; prompt: string };
}

export const AI_MODELS: readonly AiModel[] = [
  {
    id: 'chatgpt',
    name: 'ChatGPT',
    provider: 'OpenAI',
    categories: ['text', 'code'],
    description:
      'A versatile conversational model that drafts, rewrites, summarises and explains. A good first choice for most writing prompts.',
    capabilities: ['Writing', 'Summaries', 'Brainstorming', 'Q&A'],
    rating: 4.8,
    users: '21K+',
    status: 'active',
    color: 'teal',
    tryWith: {
      model: 'ChatGPT',
      isImagePrompt: false,
      prompt:
        'Write three subject lines for a newsletter about {{topic}}, each under 60 characters.',
    },
  },
  {
    id: 'claude',
    name: 'Claude',
    provider: 'Anthropic',
    categories: ['text', 'code'],
    description:
      'Careful with long documents and nuanced instructions. Members reach for it to analyse reports, edit drafts and reason step by step.',
    capabilities: ['Long documents', 'Analysis', 'Editing', 'Reasoning'],
    rating: 4.8,
    users: '16K+',
    status: 'active',
    color: 'orange',
    tryWith: {
      model: 'Claude',
      isImagePrompt: false,
      prompt:
        'Summarise the main argument of {{text}} in five bullet points, then name its weakest claim.',
    },
  },
  {
    id: 'gemini',
    name: 'Gemini',
    provider: 'Google',
    categories: ['text', 'code'],
    description:
      'A fast general model that handles research questions, structured answers and quick drafts well.',
    capabilities: ['Research', 'Tables', 'Drafting', 'Translation'],
    rating: 4.6,
    users: '12K+',
    status: 'active',
    color: 'blue',
    tryWith: {
      model: 'Gemini',
      isImagePrompt: false,
      prompt: 'Compare {{option_a}} and {{option_b}} in a table of cost, effort and risk.',
    },
  },
  {
    id: 'llama',
    name: 'Llama',
    provider: 'Meta',
    categories: ['text', 'code'],
    description:
      'An open-weight model family you can also run on your own hardware. Popular for chat, classification and private experiments.',
    capabilities: ['Open weights', 'Chat', 'Classification', 'Self-hosting'],
    rating: 4.5,
    users: '8K+',
    status: 'active',
    color: 'cyan',
    tryWith: {
      model: 'Llama',
      isImagePrompt: false,
      prompt: 'Sort these customer messages into praise, complaint or question: {{messages}}',
    },
  },
  {
    id: 'gpt-4-vision',
    name: 'GPT-4 Vision',
    provider: 'OpenAI',
    categories: ['text'],
    description:
      'Reads images as well as text: describe a screenshot, pull data out of a chart or review a design against a brief.',
    capabilities: ['Image input', 'Charts', 'Screenshots', 'Descriptions'],
    rating: 4.7,
    users: '7K+',
    status: 'active',
    color: 'green',
    tryWith: {
      model: 'GPT-4 Vision',
      isImagePrompt: false,
      prompt: 'Describe the attached image for someone who cannot see it, in {{length}} sentences.',
    },
  },
  {
    id: 'gemini-pro-vision',
    name: 'Gemini Pro Vision',
    provider: 'Google',
    categories: ['text'],
    description:
      'Answers questions about photos and diagrams, and turns what it sees into lists, captions or alt text.',
    capabilities: ['Image input', 'Captions', 'Alt text', 'Diagrams'],
    rating: 4.5,
    users: '5K+',
    status: 'active',
    color: 'violet',
    tryWith: {
      model: 'Gemini Pro Vision',
      isImagePrompt: false,
      prompt: 'Write alt text for the attached image that fits a {{page_type}} page.',
    },
  },
  {
    id: 'dall-e',
    name: 'DALL-E',
    provider: 'OpenAI',
    categories: ['image'],
    description:
      'Turns a written description into an image and follows detailed scene instructions closely, including short text in the picture.',
    capabilities: ['Text to image', 'Illustration', 'Concept art', 'Text in images'],
    rating: 4.7,
    users: '14K+',
    status: 'active',
    color: 'grape',
    tryWith: {
      model: 'DALL-E',
      isImagePrompt: true,
      prompt: 'A flat illustration of {{subject}} in a cosy reading nook, warm evening light.',
    },
  },
  {
    id: 'midjourney',
    name: 'Midjourney',
    provider: 'Midjourney',
    categories: ['image'],
    description:
      'Known for striking, painterly results. Members use it for mood boards, posters and stylised portraits.',
    capabilities: ['Artistic styles', 'Posters', 'Mood boards', 'Portraits'],
    rating: 4.9,
    users: '15K+',
    status: 'active',
    color: 'indigo',
    tryWith: {
      model: 'Midjourney',
      isImagePrompt: true,
      prompt:
        'Cinematic poster of {{place}} at dusk, dramatic clouds, muted teal and amber palette.',
    },
  },
  {
    id: 'stable-diffusion',
    name: 'Stable Diffusion',
    provider: 'Stability AI',
    categories: ['image'],
    description:
      'An open image model with fine control through negative prompts, styles and seeds. A favourite for repeatable series.',
    capabilities: ['Open weights', 'Negative prompts', 'Styles', 'Variations'],
    rating: 4.6,
    users: '11K+',
    status: 'active',
    color: 'pink',
    tryWith: {
      model: 'Stable Diffusion',
      isImagePrompt: true,
      prompt:
        'Product photo of {{product}} on a marble table, soft studio light, shallow depth of field.',
    },
  },
  {
    id: 'deepfloyd',
    name: 'DeepFloyd IF',
    provider: 'DeepFloyd',
    categories: ['image'],
    description:
      'A research image model with a strong grasp of language, good at scenes with several objects and legible lettering.',
    capabilities: ['Text to image', 'Lettering', 'Composition', 'Research'],
    rating: 4.3,
    users: '3K+',
    status: 'active',
    color: 'lime',
    tryWith: {
      model: 'DeepFloyd',
      isImagePrompt: true,
      prompt: 'A vintage shop sign that reads "{{shop_name}}", hand-painted, on an old brick wall.',
    },
  },
];

export interface ModelComparison {
  modelId: string;
  bestFor: string;
  /** The weights are published, so the model can run on your own machines. */
  openWeights: boolean;
}

/** The six models of the comparison table, in its order. */
export const MODEL_COMPARISON: readonly ModelComparison[] = [
  { modelId: 'chatgpt', bestFor: 'Everyday writing and quick answers', openWeights: false },
  { modelId: 'claude', bestFor: 'Long documents and careful editing', openWeights: false },
  { modelId: 'gemini', bestFor: 'Research and structured answers', openWeights: false },
  { modelId: 'llama', bestFor: 'Private and self-hosted projects', openWeights: true },
  { modelId: 'dall-e', bestFor: 'Illustrations that follow a brief', openWeights: false },
  { modelId: 'midjourney', bestFor: 'Artistic, striking imagery', openWeights: false },
];
