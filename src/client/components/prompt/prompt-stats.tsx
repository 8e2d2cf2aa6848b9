/**
 * The small counts under a prompt: variables, files, uses and, once it has
 * any, forks (decision 053). The likes sit
 * beside them in the like toggle, so the figure shows once.
 *
 * Plain elements and a hint drawn by CSS (prompt-stats.module.css), not
 * Mantine's Group, Text and Tooltip: a page of cards had 36 of those
 * components and 12 tooltips to render and take over for three figures
 * each, on a phone's main thread (decision 016). The figure's words are
 * the group's accessible name, as before.
 */
import { IconBraces, IconGitFork, IconPaperclip, IconPlayerPlay } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { formatCount } from '../../../shared/format.ts';
import classes from './prompt-stats.module.css';

interface Props {
  variables: number;
  attachments: number;
  usageCount: number;
  forkCount: number;
}

function Stat({
  icon: Icon,
  value,
  label,
}: {
  icon: ComponentType<{ size: number; 'aria-hidden': boolean }>;
  value: string;
  label: string;
}) {
  return (
    <span className={classes.stat} role="group" aria-label={label} data-hint={label}>
      <Icon size={15} aria-hidden />
      <span className={classes.value} aria-hidden>
        {value}
      </span>
    </span>
  );
}

export function PromptStats({ variables, attachments, usageCount, forkCount }: Props) {
  const plural = (count: number, word: string) =>
    `${formatCount(count)} ${word}${count === 1 ? '' : 's'}`;
  return (
    <div className={classes.stats}>
      <Stat icon={IconBraces} value={String(variables)} label={plural(variables, 'variable')} />
      <Stat
        icon={IconPaperclip}
        value={String(attachments)}
        label={plural(attachments, 'attachment')}
      />
      <Stat
        icon={IconPlayerPlay}
        value={formatCount(usageCount)}
        label={plural(usageCount, 'use')}
      />
      {forkCount > 0 && (
        <Stat icon={IconGitFork} value={formatCount(forkCount)} label={plural(forkCount, 'fork')} />
      )}
    </div>
  );
}
