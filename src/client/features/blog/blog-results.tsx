/**
 * What the current search and tab found: the featured posts, then the
 * latest others, or "No articles found" with a way back to every post. A
 * status line tells screen readers how many posts match as the search changes.
 */
import { Button, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArticleOff } from '@tabler/icons-react';
import type { BlogPostMeta } from '../../../shared/blog-posts.ts';
import { BlogPostCard } from './blog-post-card.tsx';
import type { BlogMatches } from './blog-search.ts';
import classes from './blog.module.css';

interface BlogResultsProps {
  matches: BlogMatches;
  search: string;
  onTag: (tag: string) => void;
  onClear: () => void;
}

function PostSection({
  id,
  title,
  posts,
  onTag,
}: {
  id: string;
  title: string;
  posts: BlogPostMeta[];
  onTag: (tag: string) => void;
}) {
  if (posts.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby={id} gap="md">
      <Title order={2} id={id} size="h3">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" className={classes.postGrid}>
        {posts.map((post) => (
          <BlogPostCard key={post.slug} post={post} onTag={onTag} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function NoArticles({ search, onClear }: { search: string; onClear: () => void }) {
  return (
    <Stack align="center" ta="center" gap="sm" py={48}>
      <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
        <IconArticleOff size={28} />
      </ThemeIcon>
      <Title order={2} size="h3">
        No articles found
      </Title>
      <Text c="dimmed" maw={420}>
        {search.trim()
          ? `Nothing in this category mentions “${search.trim()}”. Try another word or tag.`
          : 'There are no posts in this category yet.'}
      </Text>
      <Button variant="light" onClick={onClear}>
        Show all posts
      </Button>
    </Stack>
  );
}

export function BlogResults({ matches, search, onTag, onClear }: BlogResultsProps) {
  const total = matches.featured.length + matches.latest.length;
  return (
    <Stack gap={32}>
      <Text size="sm" c="dimmed" role="status">
        {total === 1 ? '1 article' : `${total} articles`}
      </Text>
      {total === 0 ? (
        <NoArticles search={search} onClear={onClear} />
      ) : (
        <>
          <PostSection id="blog-featured" title="Featured" posts={matches.featured} onTag={onTag} />
          <PostSection
            id="blog-latest"
            title="Latest articles"
            posts={matches.latest}
            onTag={onTag}
          />
        </>
      )}
    </Stack>
  );
}
