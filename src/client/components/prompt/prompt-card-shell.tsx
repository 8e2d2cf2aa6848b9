/**
 * A stored prompt's card, in the shared look (PromptCardFrame): its age,
 * its categories, the counts, and the like and save toggles. Each card
 * fills in the title and its own actions below, and may put something else
 * than the categories above the title.
 */
import { Checkbox } from '@mantine/core';
import type { ReactNode } from 'react';
import { AddToCollectionButton } from '../collections/add-to-collection.tsx';
import { RelativeDate } from '../relative-date.tsx';
import type { PromptView } from '../../../shared/prompt-views.ts';
import { usePromptReactions } from '../../hooks/use-prompt-reactions.ts';
import type { CardSelection } from '../../hooks/use-selection.ts';
import classes from './prompt-card.module.css';
import { PromptCardFrame } from './prompt-card-frame.tsx';
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
  /** While cards are being selected for a bulk action: this card's box. */
  selection?: CardSelection | undefined;
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
          forkCount={prompt.forkCount}
        />
        {/* Above a card-wide link (the profile's cards), so both stay clickable. */}
        <div className={classes.reactions}>
          <LikeButton reactions={reactions} title={prompt.title} size="compact" />
          <SaveButton reactions={reactions} title={prompt.title} size="compact" />
          {reactions.signedIn && <AddToCollectionButton prompt={prompt} size="compact" />}
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
  selection,
}: Props) {
  const classNames = [className, selection?.selected ? classes.selected : undefined]
    .filter(Boolean)
    .join(' ');
  return (
    <PromptCardFrame
      headingId={`prompt-${prompt._id}-title`}
      preview={<PromptPreview {...prompt} />}
      model={prompt.model}
      besideModel={
        <span className={classes.select}>
          <span className={classes.date}>
            <RelativeDate date={prompt.createdAt} />
          </span>
          {selection && (
            <Checkbox
              aria-label={`Select ${prompt.title}`}
              checked={selection.selected}
              onChange={selection.onToggle}
            />
          )}
        </span>
      }
      aboveTitle={aboveTitle}
      title={title}
      description={prompt.description}
      className={classNames || undefined}
    >
      <CardCounts prompt={prompt} />
      {footer}
    </PromptCardFrame>
  );
}
