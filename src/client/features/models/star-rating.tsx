/** A rating out of five as stars (to the nearest half) with the figure beside them. */
import { Group, Text, VisuallyHidden } from '@mantine/core';
import { IconStar, IconStarFilled, IconStarHalfFilled } from '@tabler/icons-react';
import { starParts } from './model-filters.ts';
import classes from './models.module.css';

export function StarRating({ rating }: { rating: number }) {
  const { full, half, empty } = starParts(rating);
  const stars = [
    ...Array.from({ length: full }, (_, index) => <IconStarFilled key={`f${index}`} size={16} />),
    ...(half ? [<IconStarHalfFilled key="h" size={16} />] : []),
    ...Array.from({ length: empty }, (_, index) => <IconStar key={`e${index}`} size={16} />),
  ];
  return (
    <Group gap={6} wrap="nowrap">
      <VisuallyHidden>Rated {rating.toFixed(1)} out of 5</VisuallyHidden>
      <Group gap={1} wrap="nowrap" className={classes.stars} aria-hidden>
        {stars}
      </Group>
      <Text size="sm" fw={700} aria-hidden>
        {rating.toFixed(1)}
      </Text>
    </Group>
  );
}
