import { describe, expect, it } from 'vitest';
import { BLOG_POSTS, blogPostPath } from './blog-posts.ts';
import { publicPageRoutes } from './public-page-routes.ts';
import { publicPageAt } from './public-pages.ts';

describe('publicPageRoutes', () => {
  it('lists each fixed page once and every blog post, each a public page', () => {
    const routes = publicPageRoutes();
    expect(routes).toContain('/pricing');
    for (const post of BLOG_POSTS) expect(routes).toContain(blogPostPath(post));
    expect(routes).not.toContain('/blog/:slug');
    expect(new Set(routes).size).toBe(routes.length);
    for (const route of routes) expect(publicPageAt(route)).toBeDefined();
  });

  it('leaves prompt pages to the server, which renders each with its prompt', () => {
    expect(publicPageRoutes().filter((route) => route.startsWith('/prompts'))).toEqual([]);
  });
});
