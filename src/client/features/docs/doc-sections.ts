/**
 * The documentation's contents (PRODUCT_SPEC section 3 "Doc section"): five
 * sections, each with short articles and an honest read time. An article
 * with an href points at the real screen or endpoint it describes; the REST
 * reference is served by the server at /api/docs, outside the SPA.
 */

export type DocSectionId =
  'getting-started' | 'api-reference' | 'integrations' | 'best-practices' | 'troubleshooting';

export interface DocArticle {
  title: string;
  description: string;
  /** Display text, e.g. "4 min read". */
  time: string;
  /** Where the article's subject lives, when it has a page of its own. */
  href?: string;
  /** true for server-served pages (a full page load, not an SPA route). */
  external?: boolean;
}

export interface DocSection {
  id: DocSectionId;
  title: string;
  summary: string;
  articles: DocArticle[];
}

export const DEFAULT_DOC_SECTION: DocSectionId = 'getting-started';

/** The live, browsable REST reference (OpenAPI), served by the server. */
export const REST_DOCS_HREF = '/api/docs';

export const DOC_SECTIONS: readonly DocSection[] = [
  {
    id: 'getting-started',
    title: 'Getting Started',
    summary:
      'Everything a first visit needs: finding a prompt that fits, filling in its blanks, running it and sharing your own.',
    articles: [
      {
        title: 'Find a prompt in the library',
        description:
          'Search by keyword, narrow by category or model, and open a card to read the full prompt before you use it.',
        time: '3 min read',
        href: '/library',
      },
      {
        title: 'Run your first prompt in the playground',
        description:
          'Fill in the variables, pick a model and watch the answer stream in. Visitors get a few free runs a day without an account.',
        time: '4 min read',
        href: '/playground',
      },
      {
        title: 'Understand prompt variables',
        description:
          'Words in curly braces such as {topic} become fields you fill in, so one prompt serves many situations.',
        time: '3 min read',
      },
      {
        title: 'Create an account and save favourites',
        description:
          'Sign in to like and save prompts, keep a profile of what you have published and raise your monthly run allowance.',
        time: '2 min read',
        href: '/login',
      },
      {
        title: 'Submit your first prompt',
        description:
          'Give it a clear title, mark its variables, choose categories and a model. A moderator reviews it within 24 to 48 hours.',
        time: '5 min read',
        href: '/submit-prompt',
      },
      {
        title: 'Choose a plan',
        description:
          'Free covers exploring and light testing; Pro and Enterprise add more runs, unlimited submissions and API access.',
        time: '2 min read',
        href: '/pricing',
      },
    ],
  },
  {
    id: 'api-reference',
    title: 'API Reference',
    summary:
      'The REST API serves the same library, prompts and playground as the website. The full, browsable reference with every path and schema is live on this server.',
    articles: [
      {
        title: 'Authentication',
        description:
          'Sign in with POST /api/users/login to receive a token, then send it as "Authorization: Bearer <token>" on each call.',
        time: '4 min read',
        href: REST_DOCS_HREF,
        external: true,
      },
      {
        title: 'Browse prompts',
        description:
          'GET /api/prompts lists approved prompts with search, category, model and page filters; GET /api/prompts/trending returns the most used.',
        time: '5 min read',
        href: REST_DOCS_HREF,
        external: true,
      },
      {
        title: 'Generate with a model',
        description:
          'POST /api/prompts/generate runs a prompt with its variables on a model and returns text or an image URL; ask for NDJSON to stream it.',
        time: '6 min read',
        href: REST_DOCS_HREF,
        external: true,
      },
      {
        title: 'List the available models',
        description:
          'GET /api/models names every playground model, whether it writes text or images, and whether this server has it enabled.',
        time: '2 min read',
        href: REST_DOCS_HREF,
        external: true,
      },
      {
        title: 'Errors and limits',
        description:
          'Every error carries an HTTP status, a readable message and a code. Runs count against your plan’s monthly allowance.',
        time: '4 min read',
        href: REST_DOCS_HREF,
        external: true,
      },
    ],
  },
  {
    id: 'integrations',
    title: 'Integrations',
    summary:
      'Use Prompt Hub prompts from your own scripts, services and tools through the REST API.',
    articles: [
      {
        title: 'Call the API from a script',
        description:
          'A few lines of fetch or curl fetch a prompt by id, fill its variables and run it, so a tested prompt moves straight into your code.',
        time: '5 min read',
      },
      {
        title: 'Stream answers into your app',
        description:
          'Request application/x-ndjson from the generate endpoint and render each event as it arrives, the way the playground does.',
        time: '6 min read',
      },
      {
        title: 'Bring your own model keys',
        description:
          'Running your own copy? Set a provider’s key in the environment to enable its models; keys stay on the server.',
        time: '4 min read',
      },
      {
        title: 'Keep prompts in sync with your repository',
        description:
          'Fetch the prompts you rely on as JSON with GET /api/prompts/:id, review changes like code, and submit improvements back to the hub.',
        time: '5 min read',
      },
    ],
  },
  {
    id: 'best-practices',
    title: 'Best Practices',
    summary: 'Habits that make prompts dependable for you and useful for everyone who finds them.',
    articles: [
      {
        title: 'Write a clear system prompt',
        description:
          'State the role, the audience and the format you expect once, in the system prompt, and keep the user prompt for the task itself.',
        time: '6 min read',
      },
      {
        title: 'Name variables for the person filling them in',
        description:
          'Prefer {target_audience} to {x}: a descriptive name and a sensible default make a prompt usable at first sight.',
        time: '3 min read',
      },
      {
        title: 'Chain prompts for longer work',
        description:
          'Split research, drafting and editing into steps. Dependent steps receive the previous answer; independent ones share the same inputs.',
        time: '7 min read',
      },
      {
        title: 'Test on more than one model',
        description:
          'Compare two or three models side by side in the playground before you publish, and say in the description which worked best.',
        time: '4 min read',
      },
      {
        title: 'Write descriptions people can trust',
        description:
          'Say what the prompt produces, where it falls short and an example input. Honest descriptions earn more likes than bold ones.',
        time: '4 min read',
      },
    ],
  },
  {
    id: 'troubleshooting',
    title: 'Troubleshooting',
    summary: 'What to check when something does not behave the way you expected.',
    articles: [
      {
        title: 'A model is listed as unavailable',
        description:
          'The server has no key configured for that provider. Pick another model, or ask the site’s operator to enable it.',
        time: '2 min read',
      },
      {
        title: 'You reached your run limit',
        description:
          'Visitors have a small daily allowance and each plan a monthly one. Sign in, wait for the next period or move to a larger plan.',
        time: '3 min read',
      },
      {
        title: 'My submitted prompt does not appear',
        description:
          'New prompts wait for review, usually 24 to 48 hours. Your profile shows each one with its status, including any rejection.',
        time: '3 min read',
      },
      {
        title: 'An upload was refused',
        description:
          'Attachments are limited to 5 files of at most 10 MB each, in image, PDF, Word, text, CSV, JSON or Markdown formats.',
        time: '2 min read',
      },
      {
        title: 'Sign-in does not complete',
        description:
          'Allow cookies for this site, finish the Google window rather than closing it, and try again. A disabled account cannot sign in.',
        time: '3 min read',
      },
    ],
  },
];

export interface QuickLink {
  label: string;
  description: string;
  href: string;
  /** true for server-served pages (a full page load, not an SPA route). */
  external?: boolean;
}

export const QUICK_LINKS: readonly QuickLink[] = [
  { label: 'Prompt library', description: 'Browse tested prompts', href: '/library' },
  { label: 'Playground', description: 'Run a prompt on a model', href: '/playground' },
  {
    label: 'REST API reference',
    description: 'Every path and schema, live',
    href: REST_DOCS_HREF,
    external: true,
  },
  { label: 'Models', description: 'What each model does best', href: '/models' },
  { label: 'Help Center', description: 'Answers to common questions', href: '/help' },
];
