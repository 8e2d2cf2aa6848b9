/**
 * The look every prompt card shares, as plain elements drawn by
 * prompt-card.module.css in Mantine's Card look: the preview reaching the
 * card's edges, a line with the model and one more thing, what goes above
 * the title, the title (two lines at most), the description with its
 * variables highlighted (three at most), then the card's own rows.
 *
 * Plain elements rather than Mantine's Card, Stack, Group, Text and Title:
 * a page of cards is the largest thing the home and library pages render,
 * and those components (about 18 a card) were most of what a phone spent
 * taking the page over (decision 016).
 */
import type { ReactNode } from 'react';
import { VariableSegments } from './highlighted-prompt-text.tsx';
import { ModelBadge } from './model-badge.tsx';
import classes from './prompt-card.module.css';

interface Props {
  /** The heading's id, which names the card. */
  headingId: string;
  preview: ReactNode;
  model: string;
  /** At the end of the model's line (the prompt's age, or "Sample"). */
  besideModel: ReactNode;
  aboveTitle: ReactNode;
  title: ReactNode;
  description: string;
  /** Under the description, pushed to the card's foot: counts, actions. */
  children: ReactNode;
  className?: string;
}

export function PromptCardFrame({
  headingId,
  preview,
  model,
  besideModel,
  aboveTitle,
  title,
  description,
  children,
  className,
}: Props) {
  return (
    <article
      aria-labelledby={headingId}
      className={className ? `${classes.card} ${className}` : classes.card}
    >
      <div className={classes.preview}>{preview}</div>
      <div className={classes.body}>
        <div className={classes.meta}>
          <ModelBadge model={model} />
          {besideModel}
        </div>
        {aboveTitle}
        <h3 id={headingId} className={classes.title}>
          {title}
        </h3>
        <p className={classes.description}>
          <VariableSegments text={description} />
        </p>
        <div className={classes.spacer} />
        {children}
      </div>
    </article>
  );
}
