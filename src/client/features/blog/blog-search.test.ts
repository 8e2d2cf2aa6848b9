import { describe, expect, it } from 'vitest';
import { BLOG_POSTS, type BlogPostMeta } from '../../../shared/blog-posts.ts';
import { countByTab, popularTags, searchBlogPosts } from './blog-search.ts';

function post(overrides: Partial<BlogPostMeta> & Pick<BlogPostMeta, 'slug'>): BlogPostMeta {
  return {
    title: 'Untitled',
    excerpt: 'Nothing much.',
    author: 'A. Writer',
    authorRole: 'Writer',
    publishDate: '2025-01-01',
    readMinutes: 3,
    category: 'tutorials',
    tags: [],
    featured: false,
    cover: 'violet',
    ...overrides,
  };
}

const POSTS = [
  post({ slug: 'a', title: 'Chaining Prompts', publishDate: '2025-01-01', featured: true }),
  post({ slug: 'b', excerpt: 'All about IMAGE styles', category: 'ai-trends' }),
  post({ slug: 'c', tags: ['Midjourney'], publishDate: '2025-03-01' }),
  post({ slug: 'd', tags: ['Midjourney', 'Images'], publishDate: '2025-02-01' }),
];

const slugs = (list: BlogPostMeta[]) => list.map((entry) => entry.slug);

describe('searchBlogPosts', () => {
  it('with no search and All Posts, splits featured from the latest, newest first', () => {
    const result = searchBlogPosts(POSTS, '', 'all');
    expect(slugs(result.featured)).toEqual(['a']);
    expect(slugs(result.latest)).toEqual(['c', 'd', 'b']);
  });

  it('matches the title, the excerpt or a tag, ignoring case and outer spaces', () => {
    expect(slugs(searchBlogPosts(POSTS, 'chaining', 'all').featured)).toEqual(['a']);
    expect(slugs(searchBlogPosts(POSTS, '  image ', 'all').latest)).toEqual(['d', 'b']);
    expect(slugs(searchBlogPosts(POSTS, 'MIDJOURNEY', 'all').latest)).toEqual(['c', 'd']);
  });

  it('keeps only the chosen category', () => {
    const result = searchBlogPosts(POSTS, '', 'ai-trends');
    expect(slugs(result.featured)).toEqual([]);
    expect(slugs(result.latest)).toEqual(['b']);
  });

  it('finds nothing when no post matches both the search and the tab', () => {
    expect(searchBlogPosts(POSTS, 'chaining', 'ai-trends')).toEqual({ featured: [], latest: [] });
  });

  it('finds the real posts by a tag chip', () => {
    const result = searchBlogPosts(BLOG_POSTS, 'Midjourney', 'all');
    expect([...result.featured, ...result.latest].map((entry) => entry.title)).toEqual([
      'Image prompts: subject, style, light and lens',
    ]);
  });
});

describe('countByTab and popularTags', () => {
  it('counts the posts in each tab', () => {
    expect(countByTab(POSTS, 'all')).toBe(4);
    expect(countByTab(POSTS, 'tutorials')).toBe(3);
    expect(countByTab(POSTS, 'case-studies')).toBe(0);
  });

  it('offers the most used tags first, ties alphabetically', () => {
    expect(popularTags(POSTS, 2)).toEqual(['Midjourney', 'Images']);
  });
});

describe('the blog posts', () => {
  it('have unique lower-case slugs and every category at least once', () => {
    const all = BLOG_POSTS.map((entry) => entry.slug);
    expect(new Set(all).size).toBe(all.length);
    for (const slug of all) expect(slug).toMatch(/^[a-z0-9-]+$/);
    const categories = new Set(BLOG_POSTS.map((entry) => entry.category));
    expect(categories.size).toBe(4);
  });
});
