/**
 * The Help Center's questions (PRODUCT_SPEC section 3 "FAQ": id, question,
 * answer, category, tags), its topic tabs and its links. The run limits are
 * read from the plans the server enforces, so this page cannot drift from
 * Pricing, Settings or the playground's own refusals.
 */
import { PLANS, type PlanDefinition } from '../../../shared/plans.ts';
import { formatWholeNumber } from '../../../shared/format.ts';

export type FaqCategory = 'getting-started' | 'account' | 'prompts' | 'technical';
export type HelpTopic = 'all' | FaqCategory;

export interface HelpFaq {
  id: string;
  question: string;
  answer: string;
  category: FaqCategory;
  tags: string[];
}

export const HELP_TOPICS: readonly { value: HelpTopic; label: string }[] = [
  { value: 'all', label: 'All Topics' },
  { value: 'getting-started', label: 'Getting Started' },
  { value: 'account', label: 'Account & Billing' },
  { value: 'prompts', label: 'Prompts & AI' },
  { value: 'technical', label: 'Technical Issues' },
];

/** "Free 100, Pro 1,000 and Enterprise unlimited". */
function monthlyAllowances(plans: readonly PlanDefinition[]): string {
  const parts = plans.map((plan) =>
    plan.monthlyGenerations === null
      ? `${plan.name} unlimited`
      : `${plan.name} ${formatWholeNumber(plan.monthlyGenerations)}`,
  );
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1) ?? ''}`;
}

export const HELP_FAQS: readonly HelpFaq[] = [
  {
    id: 'what-is-prompt-hub',
    question: 'What is Prompt Hub?',
    answer:
      'An open-source hub where people share prompts for text and image models. You can search the library, fill in a prompt’s variables, run it in the playground on the model of your choice and publish the prompts that work for you.',
    category: 'getting-started',
    tags: ['basics', 'library', 'playground'],
  },
  {
    id: 'need-account',
    question: 'Do I need an account to use it?',
    answer:
      'No. Browsing the library and trying prompts in the playground work without signing in, with a small daily allowance of 10 runs. An account lets you like and save prompts, submit your own and run more each month.',
    category: 'getting-started',
    tags: ['account', 'sign in', 'free'],
  },
  {
    id: 'api-limits',
    question: 'How many runs and API calls does each plan include?',
    answer: `Each plan has a monthly allowance of generations, counted the same whether you run a prompt in the playground or call the generate endpoint of the REST API: ${monthlyAllowances(PLANS)}. Browsing prompts through the API does not count, and a run that fails at the model provider is not charged.`,
    category: 'account',
    tags: ['api', 'limits', 'plans', 'billing'],
  },
  {
    id: 'change-plan',
    question: 'How do I change or cancel my plan?',
    answer:
      'Open Settings and choose another plan. A paid plan asks you to confirm its price first, and the change applies straight away. Choosing Free ends the paid plan.',
    category: 'account',
    tags: ['billing', 'subscription', 'settings'],
  },
  {
    id: 'variables',
    question: 'What are the words in curly braces inside a prompt?',
    answer:
      'They are variables. A name such as {topic} or {{audience}} becomes a field you fill in before running the prompt, so the same prompt works for many situations. Each variable comes with a default value you can keep or replace.',
    category: 'prompts',
    tags: ['variables', 'playground', 'writing'],
  },
  {
    id: 'submit-review',
    question: 'Why is my submitted prompt not in the library yet?',
    answer:
      'Every new prompt is reviewed by a moderator before it is published, which usually takes 24 to 48 hours. Your profile lists your prompts with their status, so you can see when one is approved or if it was turned down.',
    category: 'prompts',
    tags: ['submit', 'moderation', 'review'],
  },
  {
    id: 'model-unavailable',
    question: 'Why is a model marked as unavailable in the playground?',
    answer:
      'A model can only run when the server has a key for its provider. If one is missing, pick another model from the list; if you run your own copy of Prompt Hub, the README explains which setting enables each provider.',
    category: 'technical',
    tags: ['models', 'playground', 'errors'],
  },
  {
    id: 'upload-failed',
    question: 'My file upload failed. What should I check?',
    answer:
      'A prompt can carry at most 5 attachments of up to 10 MB each, as images, PDF, Word documents or text, CSV, JSON and Markdown files. Anything larger or of another type is refused with a message that says why.',
    category: 'technical',
    tags: ['upload', 'attachments', 'files'],
  },
];

export interface HelpLink {
  label: string;
  description: string;
  href: string;
  /** Served by the server (a full page load), not a route of this app. */
  external?: boolean;
}

/** Popular topics (PRODUCT_SPEC: /docs, /docs/api, /pricing, /models). */
export const POPULAR_TOPICS: readonly HelpLink[] = [
  { label: 'Documentation', description: 'Guides from first prompt to API', href: '/docs' },
  {
    label: 'API reference',
    description: 'Every REST path and schema',
    href: '/docs/api',
    external: true,
  },
  { label: 'Plans and pricing', description: 'What each plan includes', href: '/pricing' },
  { label: 'Available models', description: 'Text, image and code models', href: '/models' },
];

/**
 * Where the community gathers. The spec's /community and /webinars have no
 * page of their own, so these point at the places that exist.
 */
export const COMMUNITY_LINKS: readonly HelpLink[] = [
  {
    label: 'Community prompts',
    description: 'See what other people have shared and liked',
    href: '/library',
  },
  { label: 'Blog', description: 'Tutorials, trends and prompt techniques', href: '/blog' },
  {
    label: 'Share a prompt',
    description: 'Publish one that works well for you',
    href: '/submit-prompt',
  },
];
