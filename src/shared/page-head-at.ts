/**
 * The head of the page at a route (shared/page-heads.ts) when the route
 * alone decides it, for the server: apart from page-heads.ts because it
 * needs the list of blog posts, which the client's entry should not carry.
 */
import { findBlogPost } from './blog-posts.ts';
import { blogPostHead, type PageHead, paramAfter, routeHeadAt } from './page-heads.ts';

/**
 * The head of the page at a route when the route alone decides it: the
 * fixed pages, the editor, a blog post. Null for a prompt page, whose head
 * comes from the prompt (promptPageHead), and for an address that is no
 * page.
 */
export function pageHeadAt(route: string): PageHead | null {
  const head = routeHeadAt(route);
  if (head) return head;
  const slug = paramAfter(route, '/blog/');
  const post = slug === null ? undefined : findBlogPost(slug);
  return post ? blogPostHead(post) : null;
}
