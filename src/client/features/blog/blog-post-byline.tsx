/** Author, date and read time of a post, as a card and the post page show them. */
import { Avatar, Group, Text } from '@mantine/core';
import type { BlogPostMeta } from '../../../shared/blog-posts.ts';
import { formatCalendarDay } from '../../../shared/format.ts';
import { formatReadTime, initials } from './blog-format.ts';

export function BlogPostByline({
  post,
  withRole = false,
}: {
  post: BlogPostMeta;
  withRole?: boolean;
}) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar color="indigo" radius="xl" size={withRole ? 'md' : 'sm'} aria-hidden>
        {initials(post.author)}
      </Avatar>
      <div>
        <Text size="sm" fw={600}>
          {post.author}
          {withRole && (
            <Text span size="sm" c="dimmed" fw={400}>
              {` · ${post.authorRole}`}
            </Text>
          )}
        </Text>
        <Text size="xs" c="dimmed">
          <time dateTime={post.publishDate}>{formatCalendarDay(post.publishDate)}</time>
          {` · ${formatReadTime(post.readMinutes)}`}
        </Text>
      </div>
    </Group>
  );
}
