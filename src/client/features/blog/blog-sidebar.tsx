/** Beside the posts: popular tags that set the search, and the newsletter box. */
import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { NewsletterSignup } from '../../components/layout/newsletter-signup.tsx';
import { BLOG_POSTS } from '../../../shared/blog-posts.ts';
import { popularTags } from './blog-search.ts';
import classes from './blog.module.css';

const POPULAR_TAG_COUNT = 10;
const TAGS = popularTags(BLOG_POSTS, POPULAR_TAG_COUNT);

export function BlogSidebar({ search, onTag }: { search: string; onTag: (tag: string) => void }) {
  const active = search.trim().toLowerCase();
  return (
    <Stack component="aside" aria-label="Tags and newsletter" gap="lg" className={classes.aside}>
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="sm">
          <Title order={2} size="h5" id="blog-tags">
            Popular tags
          </Title>
          <Group gap={8} role="group" aria-labelledby="blog-tags">
            {TAGS.map((tag) => {
              const pressed = tag.toLowerCase() === active;
              return (
                <Button
                  key={tag}
                  size="compact-sm"
                  radius="xl"
                  variant={pressed ? 'filled' : 'default'}
                  aria-pressed={pressed}
                  onClick={() => onTag(pressed ? '' : tag)}
                >
                  #{tag}
                </Button>
              );
            })}
          </Group>
        </Stack>
      </Paper>
      <Paper withBorder radius="lg" p="lg">
        <NewsletterSignup
          title="Get new posts by email"
          blurb="One email a month with the newest posts and the prompts people used most."
        />
      </Paper>
    </Stack>
  );
}
