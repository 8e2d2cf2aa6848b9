/** The top of a card: the first image attachment, or a placeholder naming the model. */
import { Badge, Box, Group, Image, Stack, Text } from '@mantine/core';
import type { PromptView } from '../../../shared/prompt-views.ts';
import { modelColor } from './model-badge.tsx';
import classes from './prompt-preview.module.css';

type Props = Pick<PromptView, 'attachments' | 'model' | 'categories' | 'title'>;

export function PromptPreview({ attachments, model, categories, title }: Props) {
  const image = attachments.find((file) => file.fileType.startsWith('image/'));
  if (image) {
    return (
      <Image src={image.fileUrl} alt={`Preview for ${title}`} h={160} fit="cover" loading="lazy" />
    );
  }
  const color = modelColor(model);
  return (
    <Box
      className={classes.placeholder}
      h={160}
      style={{
        background: `linear-gradient(135deg, var(--mantine-color-${color}-light), var(--mantine-color-${color}-light-hover))`,
      }}
      aria-hidden
    >
      <Stack gap={6} align="center" justify="center" h="100%" px="md">
        <Text
          fw={800}
          size="xl"
          className={classes.model}
          style={{
            color: `light-dark(var(--mantine-color-${color}-9), var(--mantine-color-${color}-1))`,
          }}
        >
          {model}
        </Text>
        <Group gap={4} justify="center">
          {categories.slice(0, 3).map((category) => (
            <Badge key={category} size="xs" variant="white" color="dark">
              {category}
            </Badge>
          ))}
        </Group>
      </Stack>
    </Box>
  );
}
