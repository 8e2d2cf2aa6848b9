/**
 * The blog's posts without their bodies: what the blog list shows and what
 * the server needs to answer /blog/<slug> (its title and description for
 * link previews, its 404 for an unknown slug, its sitemap entry). The full
 * text lives with the client's post page, so neither the server nor the
 * blog list carries it.
 */

export type BlogCategory = 'tutorials' | 'ai-trends' | 'prompt-engineering' | 'case-studies';

/** The cover art: a gradient chosen by name, drawn by the client in CSS. */
export type BlogCover = 'violet' | 'teal' | 'sunset' | 'ocean' | 'forest' | 'ember' | 'slate';

export interface BlogPostMeta {
  /** The address: /blog/<slug>. Lower case, so it matches the server's route lookup. */
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  authorRole: string;
  /** ISO date (YYYY-MM-DD). */
  publishDate: string;
  readMinutes: number;
  category: BlogCategory;
  tags: readonly string[];
  featured: boolean;
  cover: BlogCover;
}

export const BLOG_CATEGORY_LABELS: Record<BlogCategory, string> = {
  tutorials: 'Tutorials',
  'ai-trends': 'AI Trends',
  'prompt-engineering': 'Prompt Engineering',
  'case-studies': 'Case Studies',
};

export const BLOG_POSTS: readonly BlogPostMeta[] = [
  {
    slug: 'variables-make-prompts-reusable',
    title: 'Variables: turning a one-off prompt into a tool',
    excerpt:
      'A prompt that worked once is luck; a prompt with well-named variables works for everyone who opens it. How to pick what to make variable, and how to name it.',
    author: 'Maya Lindqvist',
    authorRole: 'Product lead',
    publishDate: '2025-03-04',
    readMinutes: 7,
    category: 'tutorials',
    tags: ['Variables', 'Templates', 'Beginners'],
    featured: true,
    cover: 'violet',
  },
  {
    slug: 'five-habits-of-prompts-that-work',
    title: 'Five habits of prompts that work the first time',
    excerpt:
      'Say who the answer is for, show one example, name the format, give the model room to say "I don’t know", and ask for one thing at a time.',
    author: 'Tomás Herrera',
    authorRole: 'Community editor',
    publishDate: '2025-02-18',
    readMinutes: 6,
    category: 'prompt-engineering',
    tags: ['Best Practices', 'Clarity', 'Examples'],
    featured: true,
    cover: 'sunset',
  },
  {
    slug: 'system-prompts-explained',
    title: 'System prompts: setting the rules before the conversation starts',
    excerpt:
      'What belongs in a system prompt and what belongs in the user prompt, with a template you can adapt for ChatGPT, Claude and Gemini.',
    author: 'Tomás Herrera',
    authorRole: 'Community editor',
    publishDate: '2025-04-09',
    readMinutes: 8,
    category: 'prompt-engineering',
    tags: ['System Prompts', 'ChatGPT', 'Claude'],
    featured: false,
    cover: 'ocean',
  },
  {
    slug: 'chaining-prompts-step-by-step',
    title: 'Chaining prompts: when one step is not enough',
    excerpt:
      'Split a big job into small prompts that pass their output along. When to run steps independently, when each should depend on the last, and how to debug a chain.',
    author: 'Maya Lindqvist',
    authorRole: 'Product lead',
    publishDate: '2025-05-14',
    readMinutes: 9,
    category: 'tutorials',
    tags: ['Chaining', 'Workflows', 'Playground'],
    featured: false,
    cover: 'teal',
  },
  {
    slug: 'image-prompts-subject-style-light',
    title: 'Image prompts: subject, style, light and lens',
    excerpt:
      'A four-part checklist for image prompts that come out the way you pictured them in Midjourney, DALL-E or Stable Diffusion.',
    author: 'Aiko Tanaka',
    authorRole: 'Design advocate',
    publishDate: '2025-06-03',
    readMinutes: 6,
    category: 'tutorials',
    tags: ['Images', 'Midjourney', 'DALL-E'],
    featured: false,
    cover: 'ember',
  },
  {
    slug: 'multimodal-prompts-are-changing',
    title: 'Multimodal models are changing what a prompt is',
    excerpt:
      'When a model can read a screenshot or a chart, the prompt becomes a pairing of words and pictures. What that means for the prompts you write and share.',
    author: 'Aiko Tanaka',
    authorRole: 'Design advocate',
    publishDate: '2025-07-22',
    readMinutes: 5,
    category: 'ai-trends',
    tags: ['Multimodal', 'Gemini', 'GPT-4 Vision'],
    featured: true,
    cover: 'forest',
  },
  {
    slug: 'support-team-prompt-library',
    title: 'A worked example: a support team’s shared prompt library',
    excerpt:
      'How a small (invented) support team could move from copy-pasted snippets to a reviewed set of prompts, and what to measure along the way.',
    author: 'Samuel Osei',
    authorRole: 'Solutions engineer',
    publishDate: '2025-08-12',
    readMinutes: 8,
    category: 'case-studies',
    tags: ['Teams', 'Customer Support', 'Templates'],
    featured: false,
    cover: 'slate',
  },
];

/** The post at /blog/<slug>, or undefined: the server answers 404 and the client its not-found page. */
export function findBlogPost(slug: string): BlogPostMeta | undefined {
  return BLOG_POSTS.find((post) => post.slug === slug);
}

export function blogPostPath(post: Pick<BlogPostMeta, 'slug'>): string {
  return `/blog/${post.slug}`;
}
