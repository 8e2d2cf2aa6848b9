/**
 * A trending prompt on the home page: the shared card frame, a rank badge on
 * the top three, Details (the library's dialog) and Try This Prompt.
 */
import { Badge, Button, Group } from '@mantine/core';
import { IconInfoCircle, IconTrophy } from '@tabler/icons-react';
import { Link } from 'wouter';
import type { PromptView } from '../../../shared/prompt-views.ts';
import { PromptCardShell } from '../../components/prompt/prompt-card-shell.tsx';
import { PromptCategories } from '../../components/prompt/prompt-categories.tsx';
import classes from './home.module.css';
import { TryPromptButton } from './try-prompt-button.tsx';

/** Gold, silver and bronze, each dark enough for its text to pass contrast. */
const RANK_COLORS = ['yellow.5', 'gray.4', 'orange.7'];

function RankBadge({ rank }: { rank: number }) {
  return (
    <Badge
      size="lg"
      variant="filled"
      color={RANK_COLORS[rank - 1]}
      autoContrast
      leftSection={<IconTrophy size={14} aria-hidden />}
      className={classes.rank}
    >
      #{rank}
    </Badge>
  );
}

interface Props {
  prompt: PromptView;
  /** 1-based; only the top ranks get a badge. */
  rank: number | null;
  onTry: (prompt: PromptView) => void;
}

export function TrendingPromptCard({ prompt, rank, onTry }: Props) {
  return (
    <PromptCardShell
      prompt={prompt}
      title={prompt.title}
      aboveTitle={
        <div>
          {rank !== null && <RankBadge rank={rank} />}
          <PromptCategories categories={prompt.categories} />
        </div>
      }
      footer={
        <Group gap="xs" wrap="nowrap">
          <Button
            component={Link}
            href={`/library?prompt=${encodeURIComponent(prompt._id)}`}
            variant="default"
            leftSection={<IconInfoCircle size={16} aria-hidden />}
            aria-label={`Details of ${prompt.title}`}
          >
            Details
          </Button>
          <TryPromptButton flex={1} title={prompt.title} onClick={() => onTry(prompt)} />
        </Group>
      }
    />
  );
}
