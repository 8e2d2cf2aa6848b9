/**
 * Help Center (PRODUCT_SPEC section 2 "Help"): a search over the questions
 * and answers, topic tabs, popular topics, the eight questions (or "No
 * results found"), support channels and community links. Nothing is fetched.
 */
import { Container, Grid, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { SectionHeading } from '../../components/site/section-heading.tsx';
import { HeroSearch } from '../../components/site/hero-search.tsx';
import { SiteHero } from '../../components/site/site-hero.tsx';
import { HELP_FAQS, HELP_TOPICS, type HelpTopic, POPULAR_TOPICS } from './help-faqs.ts';
import { HelpFaqResults } from './help-faq-results.tsx';
import { HelpLinkTile } from './help-link-tile.tsx';
import { filterHelpFaqs } from './help-search.ts';
import { HelpCommunity, HelpSupportChannels } from './help-support.tsx';
import classes from './help.module.css';

function isTopic(value: string | null): value is HelpTopic {
  return HELP_TOPICS.some((topic) => topic.value === value);
}

function matchSummary(count: number, searching: boolean): string {
  if (!searching) return '';
  if (count === 0) return 'No results found.';
  return count === 1 ? '1 question matches.' : `${count} questions match.`;
}

function PopularTopics() {
  return (
    <section aria-labelledby="help-popular">
      <SectionHeading id="help-popular" title="Popular topics" order={2} />
      <SimpleGrid cols={1} spacing="sm" component="ul" className={classes.plainList}>
        {POPULAR_TOPICS.map((link) => (
          <li key={link.href}>
            <HelpLinkTile link={link} />
          </li>
        ))}
      </SimpleGrid>
    </section>
  );
}

export default function HelpPage() {
  const [query, setQuery] = useState('');
  const [topic, setTopic] = useState<HelpTopic>('all');
  const matches = useMemo(() => filterHelpFaqs(HELP_FAQS, query, topic), [query, topic]);
  const searching = query.trim() !== '';

  const reset = () => {
    setQuery('');
    setTopic('all');
  };

  return (
    <>
      <SiteHero
        id="help"
        eyebrow="Help Center"
        title="How can we help?"
        description="Answers to the questions people ask most about accounts, plans, prompts and the playground."
      >
        <HeroSearch
          label="Search questions and answers"
          placeholder="e.g. upload, plan, variables"
          value={query}
          onChange={setQuery}
        />
      </SiteHero>

      <Container size="xl" py={{ base: 32, md: 56 }}>
        <Grid gap={{ base: 40, md: 48 }}>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <section aria-labelledby="help-faq">
              <SectionHeading id="help-faq" title="Frequently asked questions" />
              <Tabs
                value={topic}
                onChange={(value) => setTopic(isTopic(value) ? value : 'all')}
                keepMounted={false}
              >
                <Tabs.List aria-label="Help topics" mb="md" className={classes.tabList}>
                  {HELP_TOPICS.map((item) => (
                    <Tabs.Tab key={item.value} value={item.value} className={classes.tab}>
                      {item.label}
                    </Tabs.Tab>
                  ))}
                </Tabs.List>
                <Text
                  role="status"
                  size="sm"
                  c="dimmed"
                  mb={searching && matches.length > 0 ? 'sm' : 0}
                  className={matches.length === 0 ? classes.srOnly : undefined}
                >
                  {matchSummary(matches.length, searching)}
                </Text>
                {HELP_TOPICS.map((item) => (
                  <Tabs.Panel key={item.value} value={item.value}>
                    <HelpFaqResults faqs={matches} onReset={reset} />
                  </Tabs.Panel>
                ))}
              </Tabs>
            </section>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <PopularTopics />
          </Grid.Col>
        </Grid>
      </Container>

      <Container size="xl" pb={{ base: 48, md: 72 }}>
        <Stack gap={56}>
          <HelpSupportChannels />
          <HelpCommunity />
        </Stack>
      </Container>
    </>
  );
}
