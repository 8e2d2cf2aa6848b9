/** Prompt text with its {variables} picked out, so a reader sees what to fill in. */
import { Text, type TextProps } from '@mantine/core';
import { splitVariables } from '../../../shared/variables.ts';
import classes from './highlighted-prompt-text.module.css';

export function HighlightedPromptText({ text, ...props }: { text: string } & TextProps) {
  return (
    <Text {...props}>
      {splitVariables(text).map((segment, index) =>
        segment.variable ? (
          <mark key={index} className={classes.variable}>
            {segment.text}
          </mark>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </Text>
  );
}
