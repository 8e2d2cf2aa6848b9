/**
 * Home (PRODUCT_SPEC section 2 "Home"): the hero with the two ways in and
 * the figures, the trending prompts, and the models showcase.
 */
import { Container } from '@mantine/core';
import { HomeHero } from './home-hero.tsx';
import { ModelsShowcase } from './models-showcase.tsx';
import { TrendingSection } from './trending-section.tsx';

export default function HomePage() {
  return (
    <>
      <HomeHero />
      <Container size="xl" py={{ base: 48, md: 72 }}>
        <TrendingSection />
      </Container>
      <ModelsShowcase />
    </>
  );
}
