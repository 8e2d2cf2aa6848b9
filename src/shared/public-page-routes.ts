/**
 * Every address of a public page the build renders (shared/public-pages.ts,
 * src/client/prerender.tsx): each blog post, and no prompt page (those are
 * rendered per request, with their prompt). Kept apart from the list
 * itself: the browser's entry matches addresses against the list and has
 * no use for every blog post.
 */
import { BLOG_POSTS, blogPostPath } from './blog-posts.ts';
import { PUBLIC_PAGE_PATHS } from './public-pages.ts';

/** Each pattern, with a blog post's address for `/blog/:slug`. */
export function publicPageRoutes(): string[] {
  return PUBLIC_PAGE_PATHS.flatMap((pattern) => {
    if (pattern === '/blog/:slug') return BLOG_POSTS.map(blogPostPath);
    return pattern.includes(':') ? [] : [pattern];
  });
}
