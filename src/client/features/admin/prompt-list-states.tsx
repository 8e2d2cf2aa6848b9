/**
 * What Manage Prompts shows instead of rows: the list failed to load (with
 * Try again), the review queue is empty (a way to every status), nothing
 * matches the filters (ways to loosen them), or the page asked for is past
 * the last one (a way back to it).
 */
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconChecklist, IconFilterOff } from '@tabler/icons-react';
import type { ComponentType, ReactNode } from 'react';
import { serverProblem } from '../../lib/server-problem.ts';

export function PromptListError({
  error,
  onRetry,
  retrying,
}: {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <Alert color="red" variant="light" role="alert" title="Failed to fetch prompts">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {serverProblem(error).message ?? 'Check your connection and try again.'}
        </Text>
        <Button variant="default" onClick={onRetry} loading={retrying}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}

function EmptyFrame({
  icon: Icon,
  title,
  text,
  children,
}: {
  icon: ComponentType<{ size: number }>;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <Stack align="center" ta="center" py={56} gap="sm">
      <Icon size={44} aria-hidden />
      <Title order={2} size="h3">
        {title}
      </Title>
      <Text c="dimmed">{text}</Text>
      <Group justify="center" gap="sm">
        {children}
      </Group>
    </Stack>
  );
}

type EmptyProps =
  | { kind: 'queue-empty'; onShowAll: () => void }
  | { kind: 'no-match'; onClearFilters: (() => void) | null; onShowAll: (() => void) | null }
  | { kind: 'past-the-end'; lastPage: number; onGoToPage: (page: number) => void };

export function PromptListEmpty(props: EmptyProps) {
  if (props.kind === 'queue-empty') {
    return (
      <EmptyFrame
        icon={IconChecklist}
        title="The review queue is empty"
        text="Every submitted prompt has been reviewed. New submissions will wait here."
      >
        <Button variant="default" onClick={props.onShowAll}>
          Show all statuses
        </Button>
      </EmptyFrame>
    );
  }
  if (props.kind === 'past-the-end') {
    return (
      <EmptyFrame
        icon={IconFilterOff}
        title="This page is past the end"
        text={`The prompts end on page ${props.lastPage}.`}
      >
        <Button variant="default" onClick={() => props.onGoToPage(props.lastPage)}>
          Go to page {props.lastPage}
        </Button>
      </EmptyFrame>
    );
  }
  return (
    <EmptyFrame
      icon={IconFilterOff}
      title="No prompts match these filters"
      text="Try another status, category, model or title."
    >
      {props.onClearFilters && (
        <Button variant="default" onClick={props.onClearFilters}>
          Clear category, model and search
        </Button>
      )}
      {props.onShowAll && (
        <Button variant="default" onClick={props.onShowAll}>
          Show all statuses
        </Button>
      )}
    </EmptyFrame>
  );
}
