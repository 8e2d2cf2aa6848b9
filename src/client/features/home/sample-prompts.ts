/**
 * Six built-in prompts the home page shows when the trending list cannot
 * be loaded (PRODUCT_SPEC section 8), so a visitor still has something to
 * try. They live only in the client: trying one counts no use.
 */
import type { ModelName } from '../../../shared/models.ts';
import type { PromptVariable } from '../../../shared/prompt-fields.ts';

export interface SamplePrompt {
  key: string;
  title: string;
  model: ModelName;
  category: string;
  isImagePrompt: boolean;
  text: string;
  /** Every {variable} of the text, with a value to start from. */
  variables: PromptVariable[];
}

export const SAMPLE_PROMPTS: readonly SamplePrompt[] = [
  {
    key: 'twitter-thread',
    title: 'Twitter Thread Generator',
    model: 'ChatGPT',
    category: 'Social Media',
    isImagePrompt: false,
    text:
      'Write a Twitter thread of {tweet_count} tweets about {topic} for {audience}. ' +
      'Open with a hook that promises one concrete takeaway, give every tweet a single ' +
      'idea, and close with a short recap and a question that invites replies.',
    variables: [
      { name: 'tweet_count', defaultValue: '7' },
      { name: 'topic', defaultValue: 'learning to cook on a budget' },
      { name: 'audience', defaultValue: 'students living alone' },
    ],
  },
  {
    key: 'cyberpunk-art',
    title: 'Cyberpunk Street at Night',
    model: 'Midjourney',
    category: 'Art',
    isImagePrompt: true,
    text:
      'A rain-soaked cyberpunk street in {city} at night, neon signs in {accent_color} ' +
      'mirrored in the puddles, a lone figure under a glowing umbrella, wide cinematic ' +
      'shot, light fog, fine detail',
    variables: [
      { name: 'city', defaultValue: 'Osaka' },
      { name: 'accent_color', defaultValue: 'magenta and teal' },
    ],
  },
  {
    key: 'trading-bot',
    title: 'Trading Bot Skeleton',
    model: 'Claude',
    category: 'Programming',
    isImagePrompt: false,
    text:
      'Outline a Python trading bot for {market} that follows a {strategy} strategy. ' +
      'Cover fetching prices, the entry and exit rules, position sizing that risks at most ' +
      '{risk_percent}% per trade, and a simple backtest loop. Paper trading only: it must ' +
      'never place real orders.',
    variables: [
      { name: 'market', defaultValue: 'BTC/USD' },
      { name: 'strategy', defaultValue: 'moving-average crossover' },
      { name: 'risk_percent', defaultValue: '1' },
    ],
  },
  {
    key: 'content-ideas',
    title: 'Content Ideas for a Month',
    model: 'Gemini',
    category: 'Content Creation',
    isImagePrompt: false,
    text:
      'Suggest {idea_count} content ideas for a {platform} account about {niche}. For each ' +
      'one give a working title, the angle in one sentence and the best format (post, ' +
      'short video or carousel). Mix lasting topics with one timely idea.',
    variables: [
      { name: 'idea_count', defaultValue: '12' },
      { name: 'platform', defaultValue: 'Instagram' },
      { name: 'niche', defaultValue: 'indoor plants' },
    ],
  },
  {
    key: 'email-writer',
    title: 'Clear Professional Email',
    model: 'ChatGPT',
    category: 'Business',
    isImagePrompt: false,
    text:
      'Write a {tone} email to {recipient} about {subject}. Put the request in the first ' +
      'sentence, add one line of context, and finish with the next step and a date. Stay ' +
      'under 150 words.',
    variables: [
      { name: 'tone', defaultValue: 'friendly but firm' },
      { name: 'recipient', defaultValue: 'a supplier' },
      { name: 'subject', defaultValue: 'a late delivery' },
    ],
  },
  {
    key: 'product-description',
    title: 'Product Description That Sells',
    model: 'Claude',
    category: 'Marketing',
    isImagePrompt: false,
    text:
      'Write a product description for {product_name} aimed at {customer}. Lead with the ' +
      'main benefit, list three features as short bullets, and end with a one-line call to ' +
      'action. Keep it under 120 words.',
    variables: [
      { name: 'product_name', defaultValue: 'a foldable standing desk' },
      { name: 'customer', defaultValue: 'people working from small flats' },
    ],
  },
];
