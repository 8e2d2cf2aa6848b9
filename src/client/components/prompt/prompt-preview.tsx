/**
 * The top of a card: the first image attachment, or a placeholder in the
 * model's colour with an icon for the kind of model. The categories are not
 * repeated here: the card lists them once, below the model badge.
 */
import { Box, Image, Stack, Text } from '@mantine/core';
import { IconEye, IconMessageChatbot, IconPhoto } from '@tabler/icons-react';
import { isModelName, MODEL_KINDS, type ModelKind } from '../../../shared/models.ts';
import type { PromptView } from '../../../shared/prompt-views.ts';
import { modelColor } from './model-badge.tsx';
import classes from './prompt-preview.module.css';

type Props = Pick<PromptView, 'attachments' | 'model' | 'title'>;

const KIND_ICONS: Record<ModelKind, typeof IconPhoto> = {
  text: IconMessageChatbot,
  image: IconPhoto,
  multimodal: IconEye,
};

export function PromptPreview({ attachments, model, title }: Props) {
  const image = attachments.find((file) => file.fileType.startsWith('image/'));
  if (image) {
    return (
      <Image src={image.fileUrl} alt={`Preview for ${title}`} h={160} fit="cover" loading="lazy" />
    );
  }
  const color = modelColor(model);
  const KindIcon = KIND_ICONS[isModelName(model) ? MODEL_KINDS[model] : 'text'];
  const ink = `light-dark(var(--mantine-color-${color}-9), var(--mantine-color-${color}-1))`;
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
        <KindIcon size={32} stroke={1.5} style={{ color: ink, opacity: 0.75 }} />
        <Text fw={800} size="xl" className={classes.model} style={{ color: ink }}>
          {model}
        </Text>
      </Stack>
    </Box>
  );
}
