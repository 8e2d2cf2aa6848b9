/**
 * The icon beside a model's name on the dashboard (PRODUCT_SPEC section 9:
 * ChatGPT, Midjourney, Claude, Gemini, DALL-E and Other have one). Tabler
 * icons like the rest of the UI: an emoji drew as an empty box where the
 * emoji font is missing. Models without their own share Other's.
 */
import {
  IconBrain,
  IconPalette,
  IconPhoto,
  IconRobot,
  IconSparkles,
  type IconProps,
  IconWand,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';

const MODEL_ICONS: Record<string, ComponentType<IconProps>> = {
  ChatGPT: IconRobot,
  Midjourney: IconPalette,
  Claude: IconBrain,
  Gemini: IconSparkles,
  'DALL-E': IconPhoto,
  Other: IconWand,
};

export function ModelIcon({ model }: { model: string }) {
  const Icon = MODEL_ICONS[model] ?? IconWand;
  return <Icon size={14} aria-hidden data-model-icon={model} />;
}
