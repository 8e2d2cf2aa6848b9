/**
 * The blog list's filter (PRODUCT_SPEC section 2, Blog): a search over
 * title, excerpt and tags (case-insensitive substring, so "prompt" finds
 * "System Prompts"), a category tab, then the matches split into the
 * featured list and the latest list (the matches that are not featured,
 * newest first).
 */
import type { BlogCategory, BlogPostMeta } from '../../../shared/blog-posts.ts';

export type BlogTab = 'all' | BlogCategory;

export const BLOG_TABS: readonly { value: BlogTab; label: string }[] = [
  { value: 'all', label: 'All Posts' },
  { value: 'tutorials', label: 'Tutorials' },
  { value: 'ai-trends', label: 'AI Trends' },
  { value: 'prompt-engineering', label: 'Prompt Engineering' },
  { value: 'case-studies', label: 'Case Studies' },
];

export function isBlogTab(value: string | null): value is BlogTab {
  return BLOG_TABS.some((tab) => tab.value === value);
}

export interface BlogMatches {
  featured: BlogPostMeta[];
  latest: BlogPostMeta[];
}

function matchesSearch(post: BlogPostMeta, needle: string): boolean {
  if (!needle) return true;
  const haystacks = [post.title, post.excerpt, ...post.tags];
  return haystacks.some((text) => text.toLowerCase().includes(needle));
}

function newestFirst(a: BlogPostMeta, b: BlogPostMeta): number {
  return b.publishDate.localeCompare(a.publishDate);
}

export function searchBlogPosts(
  posts: readonly BlogPostMeta[],
  search: string,
  tab: BlogTab,
): BlogMatches {
  const needle = search.trim().toLowerCase();
  const matches = posts
    .filter((post) => tab === 'all' || post.category === tab)
    .filter((post) => matchesSearch(post, needle))
    .sort(newestFirst);
  return {
    featured: matches.filter((post) => post.featured),
    latest: matches.filter((post) => !post.featured),
  };
}

/** How many posts each tab holds, counted from the posts themselves. */
export function countByTab(posts: readonly BlogPostMeta[], tab: BlogTab): number {
  return tab === 'all' ? posts.length : posts.filter((post) => post.category === tab).length;
}

/** The tags offered as chips: the most used first, ties in alphabetical order. */
export function popularTags(posts: readonly BlogPostMeta[], limit: number): string[] {
  const counts = new Map<string, number>();
  for (const tag of posts.flatMap((post) => post.tags)) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts.entries()]
    .sort(([tagA, countA], [tagB, countB]) => countB - countA || tagA.localeCompare(tagB))
    .slice(0, limit)
    .map(([tag]) => tag);
}
