/**
 * One side of a changed text: the earlier side shows the words kept and the
 * words removed, the later side the words kept and the words added. Changes
 * are marked with <del> and <ins> and said in words for screen readers, so
 * colour is never the only sign.
 */
import { VisuallyHidden } from '@mantine/core';
import type { TextPart } from '../../../shared/prompt-version-views.ts';
import classes from './version-diff.module.css';

export type DiffSide = 'before' | 'after';

export function Removed({ children }: { children: string }) {
  return (
    <del className={classes.removed}>
      <VisuallyHidden>[removed: </VisuallyHidden>
      {children}
      <VisuallyHidden>]</VisuallyHidden>
    </del>
  );
}

export function Added({ children }: { children: string }) {
  return (
    <ins className={classes.added}>
      <VisuallyHidden>[added: </VisuallyHidden>
      {children}
      <VisuallyHidden>]</VisuallyHidden>
    </ins>
  );
}

interface Props {
  parts: readonly TextPart[];
  side: DiffSide;
  /** Inside a line of other text (a variable's value) rather than a paragraph of its own. */
  inline?: boolean;
}

export function ChangedWords({ parts, side, inline = false }: Props) {
  const shown = parts.filter((part) => (side === 'before' ? !part.added : !part.removed));
  const Tag = inline ? 'span' : 'p';
  if (shown.every((part) => part.value === '')) {
    return <Tag className={`${classes.text} ${classes.unchanged}`}>(empty)</Tag>;
  }
  return (
    <Tag className={classes.text}>
      {shown.map((part, index) => {
        const key = `${index}`;
        if (part.removed) return <Removed key={key}>{part.value}</Removed>;
        if (part.added) return <Added key={key}>{part.value}</Added>;
        return <span key={key}>{part.value}</span>;
      })}
    </Tag>
  );
}
