/** Prompt text as written (line breaks kept), with its {variables} highlighted. */
import { Code } from '@mantine/core';
import { HighlightedPromptText } from './highlighted-prompt-text.tsx';

export function PromptTextBlock({ text }: { text: string }) {
  return (
    <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      <HighlightedPromptText text={text} span size="sm" />
    </Code>
  );
}
