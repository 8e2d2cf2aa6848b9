/**
 * Models (PRODUCT_SPEC section 2 "Static pages"): the models the hub works
 * with, filtered by tab (All, Text, Image, Code Generation), each with Try
 * Model; a comparison table of six with Try Now; and a way to their prompts.
 */
import { Button, Container, Flex, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconBooks, IconFlask } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { SiteHero } from '../../components/site/site-hero.tsx';
import { AI_MODELS } from './ai-models.ts';
import { ModelCard } from './model-card.tsx';
import { ModelComparison } from './model-comparison.tsx';
import { isModelTab, MODEL_TABS, type ModelTab, modelsForTab } from './model-filters.ts';
import classes from './models.module.css';
import { useUnavailableModels } from './models-api.ts';
import { useTryModel } from './use-try-model.ts';

function ModelsHero() {
  return (
    <SiteHero
      id="models"
      eyebrow={`${AI_MODELS.length} models, one playground`}
      title="Pick the right model for every prompt"
      description="Writing, images or code: see what each model does best, how our community rates it, and open it in the playground with a starter prompt in one click."
    />
  );
}

function ModelsCta() {
  return (
    <Stack align="center" ta="center" gap="md" component="section" aria-labelledby="models-cta">
      <Title order={2} id="models-cta">
        Found your model? Find its prompts
      </Title>
      <Text c="dimmed" maw={560}>
        The library lists community prompts by the model they were written for, each ready to run.
      </Text>
      <Flex gap="sm" direction={{ base: 'column', xs: 'row' }}>
        <Button component={Link} href="/library" leftSection={<IconBooks size={18} aria-hidden />}>
          Browse Prompts
        </Button>
        <Button
          component={Link}
          href="/playground"
          variant="default"
          leftSection={<IconFlask size={18} aria-hidden />}
        >
          Open the Playground
        </Button>
      </Flex>
    </Stack>
  );
}

export default function ModelsPage() {
  const [tab, setTab] = useState<ModelTab>('all');
  const tryModel = useTryModel();
  const unavailable = useUnavailableModels();

  return (
    <>
      <ModelsHero />
      <Container size="xl" py={{ base: 40, md: 64 }}>
        <Stack gap={72}>
          <Stack component="section" aria-labelledby="browse-title" gap="lg">
            <Title order={2} id="browse-title">
              Browse models
            </Title>
            <Tabs
              value={tab}
              onChange={(next) => setTab(isModelTab(next) ? next : 'all')}
              variant="pills"
              radius="xl"
            >
              <Tabs.List aria-label="Model categories" className={classes.tabList}>
                {MODEL_TABS.map((entry) => (
                  <Tabs.Tab key={entry.value} value={entry.value}>
                    {entry.label}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              {MODEL_TABS.map((entry) => (
                <Tabs.Panel key={entry.value} value={entry.value} pt="lg">
                  <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
                    {modelsForTab(AI_MODELS, entry.value).map((model) => (
                      <ModelCard
                        key={model.id}
                        model={model}
                        idPrefix={`model-${entry.value}`}
                        isAvailable={!unavailable.has(model.tryWith.model)}
                        onTry={tryModel}
                      />
                    ))}
                  </SimpleGrid>
                </Tabs.Panel>
              ))}
            </Tabs>
          </Stack>
          <ModelComparison onTry={tryModel} />
          <ModelsCta />
        </Stack>
      </Container>
    </>
  );
}
