/** Prompt text with its {variables} picked out, so a reader sees what to fill in. */
import { Text, type TextProps } from '@mantine/core';
import { splitVariables } from '../../../shared/variables.ts';
import classes from './highlighted-prompt-text.module.css';

/** The text's pieces, each variable marked: for a plain element (the cards) or Text. */
export function VariableSegments({ text }: { text: string }) {
  return splitVariables(text).map((segment, index) =>
    segment.variable ? (
      <mark key={index} className={classes.variable}>
        {segment.text}
      </mark>
    ) : (
      <span key={index}>{segment.text}</span>
    ),
  );
}

export function HighlightedPromptText({ text, ...props }: { text: string } & TextProps) {
  return (
    <Text {...props}>
      <VariableSegments text={text} />
    </Text>
  );
}
