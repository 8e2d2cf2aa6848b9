/**
 * One post at /blog/<slug>: cover, title, author, date and read time, the
 * full text, its tags (each opens the blog searched by that tag) and two
 * more posts to read next. An unknown slug shows the not-found page (the
 * server has already answered it with 404).
 */
import {
  Anchor,
  Badge,
  Container,
  Divider,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useLocation, useParams } from 'wouter';
import { blogPostHead } from '../../../shared/page-heads.ts';
import { PageNotFound } from '../../components/layout/page-not-found.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import {
  BLOG_CATEGORY_LABELS,
  BLOG_POSTS,
  type BlogPostMeta,
  findBlogPost,
} from '../../../shared/blog-posts.ts';
import { BlogArticle } from './blog-article.tsx';
import { BlogCover } from './blog-cover.tsx';
import { BLOG_POST_BODIES } from './blog-post-bodies.ts';
import { BlogPostByline } from './blog-post-byline.tsx';
import { BlogPostCard } from './blog-post-card.tsx';
import classes from './blog.module.css';

const MORE_COUNT = 2;

/** Posts of the same category first, then the newest others. */
function readNext(post: BlogPostMeta): BlogPostMeta[] {
  const others = BLOG_POSTS.filter((other) => other.slug !== post.slug).sort((a, b) =>
    b.publishDate.localeCompare(a.publishDate),
  );
  const same = others.filter((other) => other.category === post.category);
  const rest = others.filter((other) => other.category !== post.category);
  return [...same, ...rest].slice(0, MORE_COUNT);
}

function tagHref(tag: string): string {
  return `/blog?search=${encodeURIComponent(tag)}`;
}

function BlogPost({ post }: { post: BlogPostMeta }) {
  usePageTitle(blogPostHead(post));
  const [, navigate] = useLocation();
  return (
    <Container size={800} py={{ base: 32, md: 56 }}>
      <Stack gap="xl">
        <Anchor component={Link} href="/blog" size="sm" fw={600}>
          <Group gap={6} component="span">
            <IconArrowLeft size={16} aria-hidden />
            All articles
          </Group>
        </Anchor>
        <Stack component="article" aria-labelledby="post-title" gap="lg">
          <Stack gap="sm">
            <Text size="sm" fw={700} tt="uppercase" className={classes.category}>
              {BLOG_CATEGORY_LABELS[post.category]}
            </Text>
            <Title order={1} id="post-title" className={classes.postTitle}>
              {post.title}
            </Title>
            <BlogPostByline post={post} withRole />
          </Stack>
          <BlogCover post={post} large />
          <BlogArticle blocks={BLOG_POST_BODIES[post.slug] ?? []} />
          <Group gap={8} aria-label="Tags" role="group">
            {post.tags.map((tag) => (
              <Badge
                key={tag}
                component={Link}
                href={tagHref(tag)}
                variant="light"
                color="gray"
                radius="sm"
                tt="none"
                size="lg"
                style={{ cursor: 'pointer' }}
              >
                #{tag}
              </Badge>
            ))}
          </Group>
        </Stack>
        <Divider />
        <Stack component="section" aria-labelledby="read-next" gap="md">
          <Title order={2} id="read-next" size="h3">
            Read next
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            {readNext(post).map((other) => (
              <BlogPostCard key={other.slug} post={other} onTag={(tag) => navigate(tagHref(tag))} />
            ))}
          </SimpleGrid>
        </Stack>
      </Stack>
    </Container>
  );
}

export default function BlogPostPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  // The router matches any letter case, as the server does.
  const post = findBlogPost(slug.toLowerCase());
  if (!post) return <PageNotFound />;
  return <BlogPost key={post.slug} post={post} />;
}
