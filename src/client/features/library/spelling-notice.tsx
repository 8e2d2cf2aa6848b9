/**
 * When a search found nothing as typed, the server searched the nearest
 * spelling it knows instead: say so, and offer the search exactly as typed.
 */
import { Anchor, Text } from '@mantine/core';

interface Props {
  /** What the server searched instead. */
  corrected: string;
  /** What the person typed. */
  typed: string;
  onSearchTyped: () => void;
}

export function SpellingNotice({ corrected, typed, onSearchTyped }: Props) {
  return (
    <Text size="sm">
      Showing results for{' '}
      <Text span fw={700} fs="italic">
        {corrected}
      </Text>
      . Search instead for{' '}
      <Anchor component="button" type="button" size="sm" onClick={onSearchTyped}>
        {typed}
      </Anchor>
    </Text>
  );
}
