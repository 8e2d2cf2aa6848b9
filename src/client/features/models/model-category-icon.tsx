/** The picture beside a model's name: a speech bubble, a photo or code brackets, in its colour. */
import { ThemeIcon } from '@mantine/core';
import { IconCode, IconMessageCircle, IconPhoto } from '@tabler/icons-react';
import type { ModelCategory } from './ai-models.ts';

const ICONS = { text: IconMessageCircle, image: IconPhoto, code: IconCode } as const;

export function ModelCategoryIcon({ category, color }: { category: ModelCategory; color: string }) {
  const Icon = ICONS[category];
  return (
    <ThemeIcon size={44} radius="md" variant="light" color={color} aria-hidden>
      <Icon size={24} />
    </ThemeIcon>
  );
}
