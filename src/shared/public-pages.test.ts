import { describe, expect, it } from 'vitest';
import { BLOG_POSTS, blogPostPath } from './blog-posts.ts';
import { publicPageAt, publicPageRoutes, routePath } from './public-pages.ts';

describe('publicPageAt', () => {
  it.each([
    ['/', '/'],
    ['/pricing', '/pricing'],
    ['/Pricing/', '/pricing'],
    ['/blog', '/blog'],
    ['/blog/', '/blog'],
    ['/blog/system-prompts-explained', '/blog/:slug'],
  ])('%s is the public page %s', (pathname, page) => {
    expect(publicPageAt(pathname)).toBe(page);
  });

  it.each(['/login', '/settings', '/prompts/abc', '/blog/a/b', '/pricing/more', ''])(
    '%s is not a public page',
    (pathname) => {
      expect(publicPageAt(pathname)).toBeUndefined();
    },
  );
});

describe('routePath', () => {
  it.each([
    ['/', '/'],
    ['/Library/', '/library'],
    ['/blog/My-Post', '/blog/my-post'],
    ['//', '/'],
  ])('%s compares as %s', (pathname, route) => {
    expect(routePath(pathname)).toBe(route);
  });
});

describe('publicPageRoutes', () => {
  it('lists each fixed page once and every blog post, each a public page', () => {
    const routes = publicPageRoutes();
    expect(routes).toContain('/pricing');
    for (const post of BLOG_POSTS) expect(routes).toContain(blogPostPath(post));
    expect(routes).not.toContain('/blog/:slug');
    expect(new Set(routes).size).toBe(routes.length);
    for (const route of routes) expect(publicPageAt(route)).toBeDefined();
  });
});
