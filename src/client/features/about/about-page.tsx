/**
 * About (PRODUCT_SPEC section 2 "About"): the figures, the story and the
 * mission, the four values, the founder and the 2025 timeline. All words
 * live in about-content.ts; nothing is fetched.
 */
import { Button, Container, Stack } from '@mantine/core';
import { Link } from 'wouter';
import { CtaBand } from '../../components/site/cta-band.tsx';
import { SiteHero } from '../../components/site/site-hero.tsx';
import { AboutFounder } from './about-founder.tsx';
import { AboutStats } from './about-stats.tsx';
import { AboutStory } from './about-story.tsx';
import { AboutTimeline } from './about-timeline.tsx';
import { AboutValues } from './about-values.tsx';

export default function AboutPage() {
  return (
    <>
      <SiteHero
        id="about"
        eyebrow="About Prompt Hub"
        title="Good prompts deserve to be shared"
        description="Prompt Hub is an open-source home for prompts that people have tested on real models, ready for anyone to run, improve and pass on."
      />
      <AboutStats />
      <Container size="lg" py={{ base: 48, md: 80 }}>
        <Stack gap={80}>
          <AboutStory />
          <AboutValues />
          <AboutFounder />
          <AboutTimeline />
          <CtaBand
            id="about-join"
            title="Add your best prompt to the hub"
            description="Browse what others have shared, then publish the prompt you keep coming back to."
          >
            <Button component={Link} href="/library" size="md">
              Browse the library
            </Button>
            <Button component={Link} href="/contact" size="md" variant="default">
              Get in touch
            </Button>
          </CtaBand>
        </Stack>
      </Container>
    </>
  );
}
