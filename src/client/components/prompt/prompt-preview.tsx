/**
 * The top of a card: the first image attachment, or a placeholder in the
 * model's colour with an icon for the kind of model. The categories are not
 * repeated here: the card lists them once, below the model badge. Plain
 * elements, like the rest of the card (prompt-card-shell.tsx says why).
 */
import { IconEye, IconMessageChatbot, IconPhoto } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
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
      <img
        src={image.fileUrl}
        alt={`Preview for ${title}`}
        className={classes.image}
        loading="lazy"
      />
    );
  }
  const color = modelColor(model);
  const KindIcon = KIND_ICONS[isModelName(model) ? MODEL_KINDS[model] : 'text'];
  // The model's colour, read by the stylesheet (prompt-preview.module.css).
  const look = {
    '--preview-color': `var(--mantine-color-${color}-light)`,
    '--preview-color-hover': `var(--mantine-color-${color}-light-hover)`,
    '--preview-ink': `light-dark(var(--mantine-color-${color}-9), var(--mantine-color-${color}-1))`,
  } as CSSProperties;
  return (
    <div className={classes.placeholder} style={look} aria-hidden>
      <KindIcon size={32} stroke={1.5} className={classes.icon} />
      <p className={classes.model}>{model}</p>
    </div>
  );
}
