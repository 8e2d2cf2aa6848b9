/**
 * A text answer rendered as Markdown (headings, lists, code, tables), as
 * models write it. react-markdown builds React elements and ignores raw
 * HTML, so a model's answer can never inject markup. Half-written Markdown
 * while streaming renders as well as it can and settles when complete.
 */
import { Typography } from '@mantine/core';
import Markdown from 'react-markdown';
import classes from './playground.module.css';

export function MarkdownAnswer({ text }: { text: string }) {
  return (
    <Typography className={classes.markdown}>
      <Markdown>{text}</Markdown>
    </Typography>
  );
}
