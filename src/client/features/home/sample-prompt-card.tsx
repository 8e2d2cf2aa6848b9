/**
 * A built-in sample prompt, shown when the trending list cannot be loaded.
 * It looks like a prompt card but carries no counts or date: it is not a
 * stored prompt, and says so.
 */
import { Badge } from '@mantine/core';
import { PromptCardFrame } from '../../components/prompt/prompt-card-frame.tsx';
import { PromptCategories } from '../../components/prompt/prompt-categories.tsx';
import { PromptPreview } from '../../components/prompt/prompt-preview.tsx';
import type { SamplePrompt } from './sample-prompts.ts';
import { TryPromptButton } from './try-prompt-button.tsx';

interface Props {
  sample: SamplePrompt;
  onTry: (sample: SamplePrompt) => void;
}

export function SamplePromptCard({ sample, onTry }: Props) {
  return (
    <PromptCardFrame
      headingId={`sample-${sample.key}-title`}
      preview={<PromptPreview attachments={[]} model={sample.model} title={sample.title} />}
      model={sample.model}
      besideModel={
        <Badge variant="light" color="gray" size="sm">
          Sample
        </Badge>
      }
      aboveTitle={<PromptCategories categories={[sample.category]} />}
      title={sample.title}
      description={sample.text}
    >
      <TryPromptButton title={sample.title} onClick={() => onTry(sample)} />
    </PromptCardFrame>
  );
}
