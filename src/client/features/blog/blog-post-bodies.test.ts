import { describe, expect, it } from 'vitest';
import { BLOG_POSTS } from '../../../shared/blog-posts.ts';
import { BLOG_POST_BODIES } from './blog-post-bodies.ts';

describe('the blog post bodies', () => {
  it('give every post a full article and nothing without a post', () => {
    for (const post of BLOG_POSTS) {
      const body = BLOG_POST_BODIES[post.slug] ?? [];
      const paragraphs = body.filter((block) => block.kind === 'paragraph');
      expect(paragraphs.length, post.slug).toBeGreaterThanOrEqual(4);
      expect(
        body.some((block) => block.kind === 'heading'),
        post.slug,
      ).toBe(true);
    }
    expect(Object.keys(BLOG_POST_BODIES).sort()).toEqual(BLOG_POSTS.map((p) => p.slug).sort());
  });
});
