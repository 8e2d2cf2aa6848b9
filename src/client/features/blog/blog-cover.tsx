/** A post's cover: its gradient with the icon of its category. Decoration only. */
import {
  IconBulb,
  IconChartLine,
  IconSchool,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';
import type { BlogCategory, BlogPostMeta } from '../../../shared/blog-posts.ts';
import classes from './blog.module.css';

const CATEGORY_ICONS: Record<BlogCategory, Icon> = {
  tutorials: IconSchool,
  'ai-trends': IconChartLine,
  'prompt-engineering': IconBulb,
  'case-studies': IconUsersGroup,
};

export function BlogCover({ post, large = false }: { post: BlogPostMeta; large?: boolean }) {
  const CategoryIcon = CATEGORY_ICONS[post.category];
  const className = [classes.cover, classes[post.cover], large ? classes.coverLarge : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className} aria-hidden>
      <CategoryIcon size={large ? 72 : 48} stroke={1.4} />
    </div>
  );
}
