/**
 * The category picker's rules (PRODUCT_SPEC section 5 "Submit form"): the
 * preset list plus the author's own categories, at most 5. A typed category
 * is trimmed; the option to add it shows only when no category of that name
 * exists yet (in any case) and fewer than 5 are chosen.
 */
import {
  MAX_CATEGORIES_PER_PROMPT,
  MAX_CATEGORY_LENGTH,
  PRESET_CATEGORIES,
} from '../../../shared/categories.ts';
import { MAX_CATEGORIES_MESSAGE } from '../../../shared/prompt-limits.ts';

const key = (category: string) => category.trim().toLocaleLowerCase('en');

/** The chosen custom categories, then the presets, that contain the search text. */
export function matchingCategories(search: string, chosen: string[]): string[] {
  const presetKeys = new Set<string>(PRESET_CATEGORIES.map(key));
  const custom = chosen.filter((category) => !presetKeys.has(key(category)));
  const wanted = key(search);
  return [...custom, ...PRESET_CATEGORIES].filter((category) => key(category).includes(wanted));
}

/** The existing category of this name (any case), if there is one. */
export function existingCategory(name: string, chosen: string[]): string | undefined {
  const wanted = key(name);
  return [...chosen, ...PRESET_CATEGORIES].find((category) => key(category) === wanted);
}

/** The trimmed category the "add" option would add, or null when it must not show. */
export function categoryToAdd(search: string, chosen: string[]): string | null {
  const name = search.trim();
  if (name === '' || name.length > MAX_CATEGORY_LENGTH) return null;
  if (chosen.length >= MAX_CATEGORIES_PER_PROMPT) return null;
  return existingCategory(name, chosen) ? null : name;
}

export interface CategoryToggle {
  categories: string[];
  /** Set when the category could not be added. */
  problem: string | null;
}

/** Picking a chosen category removes it; picking another adds it while there is room. */
export function toggleCategory(chosen: string[], category: string): CategoryToggle {
  if (chosen.includes(category)) {
    return { categories: chosen.filter((item) => item !== category), problem: null };
  }
  if (chosen.length >= MAX_CATEGORIES_PER_PROMPT) {
    return { categories: chosen, problem: MAX_CATEGORIES_MESSAGE };
  }
  return { categories: [...chosen, category], problem: null };
}
