/**
 * The top of the home page: what the product is in one line, the two ways
 * in (Browse Prompts, Try Playground), the marketing figures of PRODUCT_SPEC
 * section 1 (display text only), and a decorative prompt with its variables
 * picked out, the way the library shows them.
 */
import {
  Box,
  Button,
  Container,
  Flex,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconBooks, IconCircleCheck, IconFlask } from '@tabler/icons-react';
import { Link } from 'wouter';
import { HighlightedPromptText } from '../../components/prompt/highlighted-prompt-text.tsx';
import { ModelBadge } from '../../components/prompt/model-badge.tsx';
import classes from './home.module.css';

const FIGURES = [
  { value: '10K+', label: 'prompts to explore' },
  { value: '50K+', label: 'generations run' },
  { value: '5K+', label: 'creators sharing' },
];

const PROMISES = ['Free to use', 'No credit card required'];

const SHOWCASE_TEXT =
  'Write a {tone} launch announcement for {product} that speaks to {audience}, ' +
  'in three short paragraphs with one clear call to action.';

function ShowcasePrompt() {
  return (
    <Paper withBorder shadow="md" radius="lg" p="lg" className={classes.showcase} aria-hidden>
      <Stack gap="sm">
        <Group justify="space-between">
          <ModelBadge model="Claude" />
          <Text size="xs" c="dimmed">
            3 variables
          </Text>
        </Group>
        <Text fw={700}>Product launch announcement</Text>
        <HighlightedPromptText text={SHOWCASE_TEXT} size="sm" />
        <Group gap={6} className={classes.showcaseRun}>
          <IconFlask size={16} />
          <Text size="sm" fw={600}>
            Ready for the playground
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}

function Figures() {
  return (
    <SimpleGrid cols={3} spacing="md" maw={480} component="dl" className={classes.figures}>
      {FIGURES.map((figure) => (
        <div key={figure.label}>
          <Text component="dt" size="sm" c="dimmed" className={classes.figureLabel}>
            {figure.label}
          </Text>
          <Text component="dd" fw={800} className={classes.figureValue}>
            {figure.value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

export function HomeHero() {
  return (
    <Box component="section" aria-labelledby="home-title" className={classes.hero}>
      <Container size="xl" py={{ base: 48, md: 88 }}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} className={classes.heroGrid}>
          <Stack gap="lg">
            <Title order={1} id="home-title" className={classes.headline}>
              Prompts that work, <span className={classes.accent}>ready to run</span>
            </Title>
            <Text size="lg" c="dimmed" maw={540}>
              Find prompts for text and image models that other people have already tested, fill in
              their blanks, and run them in the playground. When one of yours works well, share it
              back with everyone.
            </Text>
            <Flex gap="sm" direction={{ base: 'column', xs: 'row' }}>
              <Button
                component={Link}
                href="/library"
                size="lg"
                leftSection={<IconBooks size={20} aria-hidden />}
              >
                Browse Prompts
              </Button>
              <Button
                component={Link}
                href="/playground"
                size="lg"
                variant="default"
                leftSection={<IconFlask size={20} aria-hidden />}
              >
                Try Playground
              </Button>
            </Flex>
            <Group gap="lg">
              {PROMISES.map((promise) => (
                <Group key={promise} gap={6} wrap="nowrap">
                  <ThemeIcon size="sm" radius="xl" color="teal.8" aria-hidden>
                    <IconCircleCheck size={14} />
                  </ThemeIcon>
                  <Text size="sm" fw={500}>
                    {promise}
                  </Text>
                </Group>
              ))}
            </Group>
            <Figures />
          </Stack>
          <Box visibleFrom="md" className={classes.showcaseWrap}>
            <ShowcasePrompt />
          </Box>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
