/**
 * The frame every prompt card shares: preview, model and age, a title,
 * the description with its variables highlighted (three lines at most), the
 * counts, and the like and save toggles. Each card fills in the title and
 * its own actions below, and may put something else than the categories
 * above the title.
 *
 * The frame is plain elements drawn by prompt-card.module.css, in Mantine's
 * Card look, rather than Mantine's Card, Stack, Group, Text and Title: a
 * page of cards is the largest thing the home and library pages render, and
 * those components (about 18 a card) were most of what a phone spent taking
 * the page over (decision 016). The toggles and actions stay Mantine's.
 */
import type { ReactNode } from 'react';
import { RelativeDate } from '../relative-date.tsx';
import type { PromptView } from '../../../shared/prompt-views.ts';
import { usePromptReactions } from '../../hooks/use-prompt-reactions.ts';
import { VariableSegments } from './highlighted-prompt-text.tsx';
import { ModelBadge } from './model-badge.tsx';
import classes from './prompt-card.module.css';
import { PromptCategories } from './prompt-categories.tsx';
import { PromptPreview } from './prompt-preview.tsx';
import { PromptStats } from './prompt-stats.tsx';
import { LikeButton, ReactionProblem, SaveButton } from './reaction-buttons.tsx';

interface Props {
  prompt: PromptView;
  /** The heading's content (plain text, or a link that opens the prompt). */
  title: ReactNode;
  /** Shown between the model line and the title; the categories unless given. */
  aboveTitle?: ReactNode;
  /** The card's actions. */
  footer: ReactNode;
  className?: string;
}

/**
 * The counts and the toggles. Only this part follows who is signed in, so
 * when the sign-in check ends, just these re-render, not every card whole
 * (on a phone, a page of cards re-rendered in one long task).
 */
function CardCounts({ prompt }: { prompt: PromptView }) {
  const reactions = usePromptReactions(prompt);
  return (
    <div>
      <div className={classes.counts}>
        <PromptStats
          variables={prompt.variables.length}
          attachments={prompt.attachments.length}
          usageCount={prompt.usageCount}
        />
        {/* Above a card-wide link (the profile's cards), so both stay clickable. */}
        <div className={classes.reactions}>
          <LikeButton reactions={reactions} title={prompt.title} size="compact" />
          <SaveButton reactions={reactions} title={prompt.title} size="compact" />
        </div>
      </div>
      <ReactionProblem problem={reactions.problem} />
    </div>
  );
}

export function PromptCardShell({
  prompt,
  title,
  aboveTitle = <PromptCategories categories={prompt.categories} />,
  footer,
  className,
}: Props) {
  const headingId = `prompt-${prompt._id}-title`;
  return (
    <article
      aria-labelledby={headingId}
      className={className ? `${classes.card} ${className}` : classes.card}
    >
      <div className={classes.preview}>
        <PromptPreview {...prompt} />
      </div>
      <div className={classes.body}>
        <div className={classes.meta}>
          <ModelBadge model={prompt.model} />
          <span className={classes.date}>
            <RelativeDate date={prompt.createdAt} />
          </span>
        </div>
        {aboveTitle}
        <h3 id={headingId} className={classes.title}>
          {title}
        </h3>
        <p className={classes.description}>
          <VariableSegments text={prompt.description} />
        </p>
        <div className={classes.spacer} />
        <CardCounts prompt={prompt} />
        {footer}
      </div>
    </article>
  );
}
