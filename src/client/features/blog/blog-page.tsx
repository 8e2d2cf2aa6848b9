/**
 * The blog (PRODUCT_SPEC section 2, Blog): a search over titles, excerpts
 * and tags, category tabs, the featured posts and the latest others, popular
 * tag chips that set the search, "No articles found", and a newsletter box.
 * A search can arrive in the address (/blog?search=Images), as the tags on
 * a post page link here that way.
 */
import { Container, Grid, Tabs, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { BLOG_POSTS } from '../../../shared/blog-posts.ts';
import { SiteHero } from '../../components/site/site-hero.tsx';
import { BlogResults } from './blog-results.tsx';
import { BlogSearchBox } from './blog-search-box.tsx';
import { BLOG_TABS, type BlogTab, countByTab, isBlogTab, searchBlogPosts } from './blog-search.ts';
import { BlogSidebar } from './blog-sidebar.tsx';
import classes from './blog.module.css';

function BlogHero({ search, onSearch }: { search: string; onSearch: (next: string) => void }) {
  return (
    <SiteHero
      id="blog"
      eyebrow="The Prompt Hub blog"
      title="Better prompts, one post at a time"
      description="Tutorials, prompt engineering habits, what is changing in AI and worked examples from teams, written by the people who review the library every day."
    >
      <BlogSearchBox value={search} onChange={onSearch} />
    </SiteHero>
  );
}

/** The number of posts in a tab: a small figure to the eye, "(3 posts)" to a screen reader. */
function TabCount({ count }: { count: number }) {
  return (
    <>
      <Text span size="xs" fw={700} aria-hidden>
        {count}
      </Text>
      <VisuallyHidden>{` (${count} posts)`}</VisuallyHidden>
    </>
  );
}

export default function BlogPage() {
  const query = useSearch();
  const [search, setSearch] = useState(() => new URLSearchParams(query).get('search') ?? '');
  const [tab, setTab] = useState<BlogTab>('all');
  const matches = searchBlogPosts(BLOG_POSTS, search, tab);

  return (
    <>
      <BlogHero search={search} onSearch={setSearch} />
      <Container size="xl" py={{ base: 40, md: 64 }}>
        <Grid gap={{ base: 'xl', md: 48 }}>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Tabs
              value={tab}
              onChange={(next) => setTab(isBlogTab(next) ? next : 'all')}
              variant="pills"
              radius="xl"
            >
              <Tabs.List aria-label="Post categories" className={classes.tabList}>
                {BLOG_TABS.map((entry) => (
                  <Tabs.Tab
                    key={entry.value}
                    value={entry.value}
                    rightSection={<TabCount count={countByTab(BLOG_POSTS, entry.value)} />}
                  >
                    {entry.label}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              {BLOG_TABS.map((entry) => (
                <Tabs.Panel key={entry.value} value={entry.value} pt="xl">
                  {entry.value === tab && (
                    <BlogResults
                      matches={matches}
                      search={search}
                      onTag={setSearch}
                      onClear={() => {
                        setSearch('');
                        setTab('all');
                      }}
                    />
                  )}
                </Tabs.Panel>
              ))}
            </Tabs>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <BlogSidebar search={search} onTag={setSearch} />
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
