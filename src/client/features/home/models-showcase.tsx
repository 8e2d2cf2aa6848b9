/**
 * The models showcase (PRODUCT_SPEC section 2, decorative): the names of the
 * models the playground offers, each on its colour with an icon for its
 * kind. The names are real text; the icons and colours add nothing for a
 * screen reader, so they are hidden from it.
 */
import { Container, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconEye, IconMessageChatbot, IconPhoto } from '@tabler/icons-react';
import { MODEL_KINDS, MODEL_NAMES, type ModelKind } from '../../../shared/models.ts';
import { modelColor } from '../../components/prompt/model-badge.tsx';
import classes from './home.module.css';

const KIND_LABELS: Record<ModelKind, string> = {
  text: 'Text',
  image: 'Image',
  multimodal: 'Text and image',
};

const KIND_ICONS: Record<ModelKind, typeof IconPhoto> = {
  text: IconMessageChatbot,
  image: IconPhoto,
  multimodal: IconEye,
};

const SHOWN_MODELS = MODEL_NAMES.filter((name) => name !== 'Other');

export function ModelsShowcase() {
  return (
    <section aria-labelledby="models-title" className={classes.models}>
      <Container size="xl" py={{ base: 48, md: 72 }}>
        <Stack gap="xl">
          <Stack gap={4} ta="center" align="center">
            <Title order={2} id="models-title">
              Made for the models you already use
            </Title>
            <Text c="dimmed" maw={560}>
              Every prompt names the model it was written for, from chat assistants to image
              generators.
            </Text>
          </Stack>
          <SimpleGrid
            component="ul"
            cols={{ base: 2, sm: 3, md: 5 }}
            spacing="md"
            className={classes.modelList}
          >
            {SHOWN_MODELS.map((model) => {
              const kind = MODEL_KINDS[model];
              const Icon = KIND_ICONS[kind];
              return (
                <Paper
                  component="li"
                  key={model}
                  withBorder
                  radius="md"
                  p="md"
                  className={classes.modelTile}
                >
                  <Group gap="sm" wrap="nowrap">
                    <ThemeIcon
                      size={40}
                      radius="md"
                      variant="light"
                      color={modelColor(model)}
                      aria-hidden
                    >
                      <Icon size={22} />
                    </ThemeIcon>
                    <div>
                      <Text fw={700} size="sm">
                        {model}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {KIND_LABELS[kind]}
                      </Text>
                    </div>
                  </Group>
                </Paper>
              );
            })}
          </SimpleGrid>
        </Stack>
      </Container>
    </section>
  );
}
