/**
 * What the grid shows when a page has no cards: nothing matches (a way to
 * clear the filters, when some are set), or the page asked for is past the
 * last one (a way to the last page, the nearest one with prompts).
 */
import { Button, Stack, Text, Title } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

type Props =
  | { kind: 'no-match'; hasFilters: boolean; onClear: () => void }
  | { kind: 'past-the-end'; lastPage: number; onGoToPage: (page: number) => void };

function EmptyFrame({ title, text, action }: { title: string; text: string; action: ReactNode }) {
  return (
    <Stack align="center" ta="center" py={64} gap="sm">
      <IconMoodEmpty size={48} aria-hidden />
      <Title order={2} size="h3">
        {title}
      </Title>
      <Text c="dimmed">{text}</Text>
      {action}
    </Stack>
  );
}

export function LibraryEmptyState(props: Props) {
  if (props.kind === 'past-the-end') {
    return (
      <EmptyFrame
        title="This page is past the end"
        text={`The prompts end on page ${props.lastPage}.`}
        action={
          <Button variant="default" onClick={() => props.onGoToPage(props.lastPage)}>
            Go to page {props.lastPage}
          </Button>
        }
      />
    );
  }
  if (!props.hasFilters) {
    return (
      <EmptyFrame
        title="No prompts yet"
        text="Nobody has shared a prompt here yet. Yours could be the first."
        action={
          <Button component={Link} href="/submit-prompt" variant="default">
            Submit a prompt
          </Button>
        }
      />
    );
  }
  return (
    <EmptyFrame
      title="No prompts found"
      text="Try adjusting your search or filters"
      action={
        <Button variant="default" onClick={props.onClear}>
          Clear filters
        </Button>
      }
    />
  );
}
