/**
 * A prompt's categories as quiet outline badges: the one place a card names
 * them. Plain elements drawn like Mantine's small outline Badge
 * (prompt-card.module.css): a page of cards has dozens of them.
 */
import classes from './prompt-card.module.css';

export function PromptCategories({ categories }: { categories: string[] }) {
  return (
    <div className={classes.categories}>
      {categories.map((category) => (
        <span key={category} className={classes.category}>
          {category}
        </span>
      ))}
    </div>
  );
}
