/** A prompt's categories as quiet outline badges: the one place a card names them. */
import { Badge, Group } from '@mantine/core';
import classes from './prompt-card.module.css';

export function PromptCategories({ categories }: { categories: string[] }) {
  return (
    <Group gap={4}>
      {categories.map((category) => (
        <Badge key={category} variant="outline" color="gray" size="sm" className={classes.category}>
          {category}
        </Badge>
      ))}
    </Group>
  );
}
