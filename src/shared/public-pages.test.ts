import { describe, expect, it } from 'vitest';
import { publicPageAt, routePath } from './public-pages.ts';

describe('publicPageAt', () => {
  it.each([
    ['/', '/'],
    ['/pricing', '/pricing'],
    ['/Pricing/', '/pricing'],
    ['/blog', '/blog'],
    ['/blog/', '/blog'],
    ['/blog/system-prompts-explained', '/blog/:slug'],
    // Rendered per request with its prompt (decision 022).
    ['/prompts/abc', '/prompts/:id'],
  ])('%s is the public page %s', (pathname, page) => {
    expect(publicPageAt(pathname)).toBe(page);
  });

  it.each(['/login', '/settings', '/prompts/a/b', '/blog/a/b', '/pricing/more', ''])(
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
