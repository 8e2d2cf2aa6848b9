/**
 * A plan's price as both plan cards (Pricing and Settings) show it: the
 * figure large with "/ period" beside it for the eye, hidden from screen
 * readers, which hear the price as one phrase instead of two loose pieces.
 * Each card sizes the figure for its own layout.
 */
import { Group, Text, VisuallyHidden } from '@mantine/core';

interface Props {
  /** The price as it is read out, e.g. "$19 / month". */
  spoken: string;
  /** The figure as shown, e.g. "$19". */
  amount: string;
  /** The period after the slash, e.g. "month". */
  per: string;
  /** The figure's font size (a number is pixels). */
  size: number | string;
}

export function PlanPrice({ spoken, amount, per, size }: Props) {
  return (
    <>
      <VisuallyHidden>{spoken}</VisuallyHidden>
      <Group gap={6} align="baseline" aria-hidden>
        <Text component="span" fz={size} fw={800} lh={1}>
          {amount}
        </Text>
        <Text component="span" c="dimmed">
          / {per}
        </Text>
      </Group>
    </>
  );
}
