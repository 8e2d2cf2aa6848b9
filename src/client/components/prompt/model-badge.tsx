/** A model's name on its colour, the same everywhere a prompt appears. */
import { Badge, type BadgeProps } from '@mantine/core';

const MODEL_COLORS: Record<string, string> = {
  ChatGPT: 'teal',
  Claude: 'orange',
  Gemini: 'blue',
  Llama: 'cyan',
  'DALL-E': 'grape',
  Midjourney: 'indigo',
  'Stable Diffusion': 'pink',
  DeepFloyd: 'lime',
  'GPT-4 Vision': 'green',
  'Gemini Pro Vision': 'violet',
  Other: 'gray',
};

export function modelColor(model: string): string {
  return MODEL_COLORS[model] ?? 'gray';
}

// One fixed shade in both colour schemes: Mantine picks the auto-contrast text
// colour from the light-scheme shade, so a scheme-dependent shade could leave
// white text on a lighter dark-scheme background.
export function ModelBadge({ model, ...props }: { model: string } & BadgeProps) {
  return (
    <Badge color={`${modelColor(model)}.8`} variant="filled" autoContrast {...props}>
      {model}
    </Badge>
  );
}
