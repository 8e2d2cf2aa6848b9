/**
 * Every address a public page has (shared/public-pages.ts), for the build
 * that renders them (src/client/prerender.tsx). Kept apart from the list
 * itself: the browser's entry matches addresses against the list and has
 * no use for every blog post.
 */
import { BLOG_POSTS, blogPostPath } from './blog-posts.ts';
import { PUBLIC_PAGE_PATHS } from './public-pages.ts';

/** Each pattern, with a blog post's address for `/blog/:slug`. */
export function publicPageRoutes(): string[] {
  return PUBLIC_PAGE_PATHS.flatMap((pattern) =>
    pattern === '/blog/:slug' ? BLOG_POSTS.map(blogPostPath) : [pattern],
  );
}
