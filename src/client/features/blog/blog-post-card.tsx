/**
 * A post in the blog list: cover, category, title (the link to the post),
 * excerpt, byline and tags. The title's link stretches over the card, so
 * the whole card opens the post with one tab stop; the tag chips sit above
 * it and set the search instead.
 */
import { Badge, Card, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { Link } from 'wouter';
import {
  BLOG_CATEGORY_LABELS,
  blogPostPath,
  type BlogPostMeta,
} from '../../../shared/blog-posts.ts';
import { BlogCover } from './blog-cover.tsx';
import { BlogPostByline } from './blog-post-byline.tsx';
import classes from './blog.module.css';

interface BlogPostCardProps {
  post: BlogPostMeta;
  onTag: (tag: string) => void;
}

export function BlogPostCard({ post, onTag }: BlogPostCardProps) {
  return (
    <Card withBorder radius="lg" padding="lg" className={classes.card} component="article">
      <Card.Section>
        <BlogCover post={post} />
      </Card.Section>
      <Stack gap="sm" mt="md" style={{ flex: 1 }}>
        <Text size="xs" fw={700} tt="uppercase" className={classes.category}>
          {BLOG_CATEGORY_LABELS[post.category]}
        </Text>
        <Title order={3} size="h4">
          <Link href={blogPostPath(post)} className={classes.cardTitle}>
            {post.title}
          </Link>
        </Title>
        <Text size="sm" c="dimmed" className={classes.excerpt}>
          {post.excerpt}
        </Text>
        <BlogPostByline post={post} />
        <Group gap={6} className={classes.tags}>
          {post.tags.map((tag) => (
            <UnstyledButton
              key={tag}
              onClick={() => onTag(tag)}
              aria-label={`Show posts tagged ${tag}`}
            >
              <Badge
                variant="light"
                color="gray"
                radius="sm"
                tt="none"
                style={{ cursor: 'pointer' }}
              >
                #{tag}
              </Badge>
            </UnstyledButton>
          ))}
        </Group>
      </Stack>
    </Card>
  );
}
