/**
 * Each page's head, declared once: its document title, and what it tells a
 * link previewer or a search engine (description, canonical path, Open
 * Graph type and image, whether to index it). The server writes it into
 * the HTML (server/pages/page-meta.ts); the client sets the same title
 * when it moves between pages (client/lib/page-title.ts). One table for
 * the fixed routes of the spec; a blog post, a prompt page and the editor
 * compute theirs here from their own data.
 */
import type { BlogPostMeta } from './blog-posts.ts';
import type { CollectionView } from './collection-views.ts';
import { PLANS, YEARLY_DISCOUNT_PERCENT } from './plans.ts';
import type { PromptView } from './prompt-views.ts';

export const SITE_NAME = 'Prompt Hub';
/** Search result snippets show about this many characters. */
export const DESCRIPTION_LENGTH = 160;

export interface PageHead {
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
    path: '/forgot-password',
    heading: 'Forgot your password?',
    description: 'Get a link to choose a new password for your Prompt Hub account.',
    indexed: false,
  },
  {
    path: '/reset-password',
    heading: 'Choose a new password',
    description: 'Choose a new password for your Prompt Hub account.',
    indexed: false,
  },
  {
    path: '/verify-email',
    heading: 'Confirm your email address',
    description: 'Confirm the email address of your Prompt Hub account.',
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
    path: '/notifications',
    heading: 'Notifications',
    description:
      'What happened to your prompts and your account: reviews, forks, change requests, billing and security notices.',
    indexed: false,
  },
  {
    path: '/unsubscribe',
    heading: 'Unsubscribe from emails',
    description: 'Stop one kind of Prompt Hub email with the link it came with.',
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
    path: '/admin/webhooks',
    heading: 'Webhooks',
    description: 'Endpoints that hear when prompts and accounts change, and their deliveries.',
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

export function documentTitle(heading: string): string {
  return heading === HOME_TITLE ? HOME_TITLE : `${heading} · ${SITE_NAME}`;
}

export function fixedPageHead(path: string): PageHead | null {
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

/** A blog post's page (/blog/<slug>). */
export function blogPostHead(post: BlogPostMeta): PageHead {
  return {
    title: documentTitle(post.title),
    heading: post.title,
    description: summarize(post.excerpt),
    // blogPostPath's address, written here so the client's entry holds no list of posts.
    path: `/blog/${post.slug}`,
    type: 'article',
    image: null,
    indexed: true,
  };
}

/** The editor of a prompt says nothing about the prompt, nor links to it: it is private. */
export const EDIT_PROMPT_HEAD: PageHead = {
  title: documentTitle('Edit prompt'),
  heading: 'Edit prompt',
  description: 'Change a prompt you created and send it for review again.',
  path: null,
  type: 'website',
  image: null,
  indexed: false,
};

/** The first-run setup link (decision 031): private, one use, never listed. */
export const SETUP_HEAD: PageHead = {
  title: documentTitle('Set up your hub'),
  heading: 'Set up your hub',
  description:
    'Become the first admin of this Prompt Hub with the one-time link the server printed.',
  path: null,
  type: 'website',
  image: null,
  indexed: false,
};

/**
 * A prompt that is not public, opened by its owner or an admin: the page is
 * theirs to see (status 200), but its head says nothing a preview could keep.
 */
export const PRIVATE_PROMPT_HEAD: PageHead = {
  title: documentTitle('Prompt'),
  heading: 'Prompt',
  description: 'A prompt that is not public.',
  path: null,
  type: 'website',
  image: null,
  indexed: false,
};

/** Missing pages, and prompts that are not public: nothing about them leaks. */
export const NOT_FOUND_HEAD: PageHead = {
  title: documentTitle('Page not found'),
  heading: 'Page not found',
  description: 'There is nothing at this address.',
  path: null,
  type: 'website',
  image: null,
  indexed: false,
};

/** A prompt page that could not be read (overload, outage): nothing but the app. */
export const UNAVAILABLE_HEAD: PageHead = {
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

export function promptPageHead(prompt: PromptView): PageHead {
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

/**
 * A collection's page: listed and indexed when public; an unlisted one is
 * reachable by its link but asks search engines not to index it.
 */
export function collectionPageHead(collection: CollectionView): PageHead {
  const count = collection.itemCount === 1 ? '1 prompt' : `${collection.itemCount} prompts`;
  const byline = `A collection of ${count} by ${collection.owner.name || 'a member'} on ${SITE_NAME}.`;
  return {
    title: documentTitle(collection.title),
    heading: collection.title,
    description: summarize(collection.description || byline),
    path: `/collections/${collection._id}`,
    type: 'website',
    image: null,
    indexed: collection.visibility === 'public',
  };
}

/** A private collection, opened by its owner or an admin: theirs to see, nothing for a preview. */
export const PRIVATE_COLLECTION_HEAD: PageHead = {
  title: documentTitle('Collection'),
  heading: 'Collection',
  description: 'A private collection.',
  path: null,
  type: 'website',
  image: null,
  indexed: false,
};

/** The one path segment after `prefix`, or null when the route is not `prefix:param`. */
export function paramAfter(route: string, prefix: string): string | null {
  if (!route.startsWith(prefix)) return null;
  const rest = route.slice(prefix.length);
  return rest && !rest.includes('/') ? rest : null;
}

/**
 * The head of a fixed page or the editor at a route (as routePath gives
 * it): what the client's router sets for itself. Blog posts and prompt
 * pages set theirs from their post or prompt, so the client's entry holds
 * no list of posts.
 */
export function routeHeadAt(route: string): PageHead | null {
  const fixed = fixedPageHead(route);
  if (fixed) return fixed;
  if (paramAfter(route, '/edit-prompt/') !== null) return EDIT_PROMPT_HEAD;
  return paramAfter(route, '/setup/') !== null ? SETUP_HEAD : null;
}
