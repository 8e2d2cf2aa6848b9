/**
 * Documentation (PRODUCT_SPEC section 2 "Docs"): a search over section
 * titles and article titles and descriptions, a contents list choosing one
 * of five sections (Getting Started first), Quick Links, and a way to the
 * Help Center. All content is in doc-sections.ts; nothing is fetched.
 */
import { Button, Container, Grid, Stack, Text } from '@mantine/core';
import { useMemo, useRef, useState } from 'react';
import { Link } from 'wouter';
import { CtaBand } from '../../components/site/cta-band.tsx';
import { HeroSearch } from '../../components/site/hero-search.tsx';
import { SiteHero } from '../../components/site/site-hero.tsx';
import { DEFAULT_DOC_SECTION, DOC_SECTIONS, type DocSectionId } from './doc-sections.ts';
import { DocSectionView } from './doc-section-view.tsx';
import { DocsContents } from './docs-contents.tsx';
import { DocsQuickLinks } from './docs-quick-links.tsx';
import { countArticles, searchDocSections } from './docs-search.ts';
import { DocsSearchResults } from './docs-search-results.tsx';

function resultSummary(articles: number, sections: number): string {
  if (articles === 0) return 'No articles match your search.';
  const articleWord = articles === 1 ? 'article' : 'articles';
  const sectionWord = sections === 1 ? 'section' : 'sections';
  return `${articles} ${articleWord} in ${sections} ${sectionWord} match your search.`;
}

export default function DocsPage() {
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<DocSectionId>(DEFAULT_DOC_SECTION);
  const sectionHeading = useRef<HTMLHeadingElement>(null);

  const searching = query.trim() !== '';
  const results = useMemo(() => searchDocSections(DOC_SECTIONS, query), [query]);
  const shown = DOC_SECTIONS.find((section) => section.id === selected) ?? DOC_SECTIONS[0];

  const choose = (id: DocSectionId) => {
    setSelected(id);
    setQuery('');
    // On a phone the section is below the contents list: bring its heading into view.
    requestAnimationFrame(() => {
      const heading = sectionHeading.current;
      if (heading && heading.getBoundingClientRect().top > window.innerHeight * 0.6) {
        heading.scrollIntoView({ block: 'start' });
      }
    });
  };

  return (
    <>
      <SiteHero
        id="docs"
        eyebrow="Documentation"
        title="Learn Prompt Hub"
        description="Guides for finding, running and sharing prompts, the REST API, and fixes for the problems people meet most."
      >
        <HeroSearch
          label="Search the documentation"
          placeholder="Search guides, e.g. variables or API"
          value={query}
          onChange={setQuery}
        />
      </SiteHero>

      <Container size="xl" py={{ base: 32, md: 56 }}>
        <Grid gap={{ base: 'lg', md: 40 }}>
          <Grid.Col span={{ base: 12, md: 3 }}>
            <DocsContents
              sections={searching ? results : DOC_SECTIONS}
              current={searching ? null : selected}
              searching={searching}
              onChoose={choose}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 9 }}>
            <Stack gap="lg">
              <Text role="status" size="sm" c="dimmed" aria-live="polite">
                {searching ? resultSummary(countArticles(results), results.length) : ''}
              </Text>
              {searching ? (
                <DocsSearchResults results={results} query={query} onClear={() => setQuery('')} />
              ) : shown ? (
                <DocSectionView section={shown} headingRef={sectionHeading} />
              ) : null}
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>

      <Container size="xl" pb={{ base: 48, md: 72 }}>
        <Stack gap={56}>
          <DocsQuickLinks />
          <CtaBand
            id="docs-help"
            title="Can’t find what you need?"
            description="The Help Center answers the questions people ask most, and a person on our team answers every email."
          >
            <Button component={Link} href="/help" size="md">
              Visit the Help Center
            </Button>
            <Button component={Link} href="/contact" size="md" variant="default">
              Contact us
            </Button>
          </CtaBand>
        </Stack>
      </Container>
    </>
  );
}
