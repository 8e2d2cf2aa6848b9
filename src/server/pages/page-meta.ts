/**
 * What each page tells a link previewer or a search engine before any
 * script runs: title, description, canonical URL and Open Graph / Twitter
 * card tags. One table for the fixed routes of the spec; a prompt page
 * takes its own title, text and first image. Titles match what the client
 * sets with useDocumentTitle, so the tab does not change once it starts.
 */
import { blogPostPath, findBlogPost } from '../../shared/blog-posts.ts';
import { PLANS, YEARLY_DISCOUNT_PERCENT } from '../../shared/plans.ts';
import type { PromptView } from '../../shared/prompt-views.ts';

export const SITE_NAME = 'Prompt Hub';
/** Search result snippets show about this many characters. */
export const DESCRIPTION_LENGTH = 160;

export interface PageMeta {
  /** The whole document title. */
  title: string;
  /** og:title: the page's own name, without the site name. */
  heading: string;
  description: string;
  /** Canonical path (og:url); none for a page that does not exist. */
  path: string | null;
  type: 'website' | 'article';
  /** Path or absolute URL of a preview image. */
  image: string | null;
  /** false: ask search engines not to index it (private or pointless to list). */
  indexed: boolean;
}

interface FixedPage {
  path: string;
  heading: string;
  description: string;
  indexed: boolean;
}

const HOME_TITLE = 'Prompt Hub: discover, test and share AI prompts';

/** "Free, Pro at $19 a month or Enterprise at $99: ...", from the plans the server enforces. */
function pricingDescription(): string {
  const priced = PLANS.map((plan) =>
    plan.priceCents === 0 ? plan.name : `${plan.name} at $${plan.priceCents / 100} a month`,
  );
  const named = `${priced.slice(0, -1).join(', ')} or ${priced.at(-1) ?? ''}`;
  return `${named}: see what each Prompt Hub plan includes, and save ${YEARLY_DISCOUNT_PERCENT}% by paying yearly.`;
}

/** Every fixed route of PRODUCT_SPEC.md section 2, in the spec's order. */
export const FIXED_PAGES: readonly FixedPage[] = [
  {
    path: '/',
    heading: HOME_TITLE,
    description:
      'Find prompts that work for ChatGPT, Claude, Gemini, Midjourney and more, try them in the playground and share your own.',
    indexed: true,
  },
  {
    path: '/login',
    heading: 'Sign in',
    description: 'Sign in to Prompt Hub to save prompts, like them and submit your own.',
    indexed: false,
  },
  {
    path: '/library',
    heading: 'Prompt Library',
    description:
      'Browse community prompts for writing, coding, marketing and images; search and filter by category and model.',
    indexed: true,
  },
  {
    path: '/playground',
    heading: 'Playground',
    description:
      'Fill in a prompt’s variables, pick a model and run it to see the output before you use it anywhere else.',
    indexed: true,
  },
  {
    path: '/submit-prompt',
    heading: 'Submit a prompt',
    description:
      'Share a prompt with the community: add its variables, categories and files, and send it for review.',
    indexed: false,
  },
  {
    path: '/dashboard',
    heading: 'Admin dashboard',
    description: 'Trending prompts, recent submissions and platform numbers for moderators.',
    indexed: false,
  },
  {
    path: '/profile',
    heading: 'Profile',
    description: 'The prompts you saved and the prompts you created on Prompt Hub.',
    indexed: false,
  },
  {
    path: '/settings',
    heading: 'Settings',
    description: 'Your plan, your name and picture, your password and your account.',
    indexed: false,
  },
  {
    path: '/admin/prompts',
    heading: 'Manage Prompts',
    description: 'Review, approve, reject and remove prompts submitted to Prompt Hub.',
    indexed: false,
  },
  {
    path: '/admin/users',
    heading: 'Manage Users',
    description: 'Change roles, enable or disable accounts and remove users of Prompt Hub.',
    indexed: false,
  },
  {
    path: '/pricing',
    heading: 'Pricing',
    description: pricingDescription(),
    indexed: true,
  },
  {
    path: '/models',
    heading: 'Models',
    description:
      'ChatGPT, Claude, Gemini, Midjourney, DALL-E and more: compare text, image and code models and try each one in the playground.',
    indexed: true,
  },
  {
    path: '/docs',
    heading: 'Documentation',
    description:
      'Guides to finding, running and sharing prompts, the REST API, integrations, good prompting habits and fixes for common problems.',
    indexed: true,
  },
  {
    path: '/about',
    heading: 'About',
    description:
      'Why Prompt Hub exists: an open-source hub for AI prompts with 50K+ active users in 150+ countries, its values, its founder and its 2025.',
    indexed: true,
  },
  {
    path: '/contact',
    heading: 'Contact',
    description:
      'Write to the Prompt Hub team, find our offices in San Francisco, London and Singapore, and pick the right support channel.',
    indexed: true,
  },
  {
    path: '/privacy',
    heading: 'Privacy Policy',
    description:
      'What Prompt Hub collects when you browse, sign in and share prompts, why, how long we keep it, and how to see or delete your data.',
    indexed: true,
  },
  {
    path: '/terms',
    heading: 'Terms of Service',
    description:
      'The rules for using Prompt Hub: your account, the prompts you share and who owns them, plans and payment, and our responsibilities.',
    indexed: true,
  },
  {
    path: '/help',
    heading: 'Help Center',
    description:
      'Answers about accounts, plans and run limits, prompts and technical issues, and where to ask a person when yours is missing.',
    indexed: true,
  },
  {
    path: '/blog',
    heading: 'Blog',
    description:
      'Tutorials, prompt engineering habits, AI trends and worked examples from the people who review the Prompt Hub library.',
    indexed: true,
  },
];

const FIXED_BY_PATH = new Map(FIXED_PAGES.map((page) => [page.path, page]));

/** Pages listed in the sitemap: the public ones worth finding by search. */
export const LISTED_PATHS: readonly string[] = FIXED_PAGES.filter((page) => page.indexed).map(
  (page) => page.path,
);

function documentTitle(heading: string): string {
  return heading === HOME_TITLE ? HOME_TITLE : `${heading} · ${SITE_NAME}`;
}

export function fixedPageMeta(path: string): PageMeta | null {
  const page = FIXED_BY_PATH.get(path);
  if (!page) return null;
  return {
    title: documentTitle(page.heading),
    heading: page.heading,
    description: page.description,
    path: page.path,
    type: 'website',
    image: null,
    indexed: page.indexed,
  };
}

/** A blog post at /blog/<slug>, or null when there is none (the server answers 404). */
export function blogPostPageMeta(slug: string): PageMeta | null {
  const post = findBlogPost(slug);
  if (!post) return null;
  return {
    title: documentTitle(post.title),
    heading: post.title,
    description: summarize(post.excerpt),
    path: blogPostPath(post),
    type: 'article',
    image: null,
    indexed: true,
  };
}

/** The editor of a prompt says nothing about the prompt, nor links to it: it is private. */
export const EDIT_PROMPT_META: PageMeta = {
  title: documentTitle('Edit prompt'),
  heading: 'Edit prompt',
  description: 'Change a prompt you created and send it for review again.',
  path: null,
  type: 'website',
  image: null,
  indexed: false,
};

/**
 * A prompt that is not public, opened by its owner or an admin: the page is
 * theirs to see (status 200), but its head says nothing a preview could keep.
 */
export const PRIVATE_PROMPT_META: PageMeta = {
  title: documentTitle('Prompt'),
  heading: 'Prompt',
  description: 'A prompt that is not public.',
  path: null,
  type: 'website',
  image: null,
  indexed: false,
};

/** Missing pages, and prompts that are not public: nothing about them leaks. */
export const NOT_FOUND_META: PageMeta = {
  title: documentTitle('Page not found'),
  heading: 'Page not found',
  description: 'There is nothing at this address.',
  path: null,
  type: 'website',
  image: null,
  indexed: false,
};

/** A prompt page that could not be read (overload, outage): nothing but the app. */
export const UNAVAILABLE_META: PageMeta = {
  title: SITE_NAME,
  heading: SITE_NAME,
  description: 'Discover, test and share AI prompts.',
  path: null,
  type: 'website',
  image: null,
  indexed: false,
};

/**
 * Whitespace collapsed, cut at a word boundary to fit `max` characters
 * (counted in code points, so an emoji is never split) with an ellipsis.
 */
export function summarize(text: string, max = DESCRIPTION_LENGTH): string {
  const collapsed = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(collapsed);
  if (chars.length <= max) return collapsed;
  const cut = chars.slice(0, max - 1).join('');
  const lastSpace = cut.lastIndexOf(' ');
  // A long unbroken word is cut where it is rather than dropped whole.
  const shortened = lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut;
  return `${shortened.replace(/[\s.,;:!?-]+$/, '')}…`;
}

export function promptPageMeta(prompt: PromptView): PageMeta {
  const image = prompt.attachments.find((file) => file.fileType.startsWith('image/'));
  return {
    title: documentTitle(prompt.title),
    heading: prompt.title,
    description: summarize(prompt.description),
    path: `/prompts/${prompt._id}`,
    type: 'article',
    image: image?.fileUrl ?? null,
    indexed: true,
  };
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Safe inside element text and inside quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/**
 * Joined as text, not through new URL(): without PUBLIC_URL the origin comes
 * from the Host header, which may be anything; escaping makes it harmless.
 */
function absolute(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : origin + pathOrUrl;
}

function metaTag(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
}

/** The tags that replace the page-meta block of index.html. */
export function renderMetaTags(meta: PageMeta, origin: string): string {
  const url = meta.path === null ? null : absolute(origin, meta.path);
  const image = meta.image === null ? null : absolute(origin, meta.image);
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    metaTag('name', 'description', meta.description),
    meta.indexed ? null : metaTag('name', 'robots', 'noindex'),
    url === null ? null : `<link rel="canonical" href="${escapeHtml(url)}" />`,
    metaTag('property', 'og:site_name', SITE_NAME),
    metaTag('property', 'og:type', meta.type),
    metaTag('property', 'og:title', meta.heading),
    metaTag('property', 'og:description', meta.description),
    url === null ? null : metaTag('property', 'og:url', url),
    image === null ? null : metaTag('property', 'og:image', image),
    metaTag('name', 'twitter:card', image === null ? 'summary' : 'summary_large_image'),
  ];
  return tags.filter((tag) => tag !== null).join('\n    ');
}
