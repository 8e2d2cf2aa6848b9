/** Collections' bounds and choices, shared by the doors' schemas and the screens (no zod). */

export const COLLECTION_VISIBILITIES = ['public', 'unlisted', 'private'] as const;
export type CollectionVisibility = (typeof COLLECTION_VISIBILITIES)[number];

/**
 * Whether the screens show a collection's savers: only others can save one,
 * so a private collection ("Saved" included) has none to count. Display
 * only; the views keep saveCount.
 */
export function showsSaveCount(visibility: CollectionVisibility): boolean {
  return visibility !== 'private';
}

export const MAX_COLLECTION_TITLE_LENGTH = 100;
export const MAX_COLLECTION_DESCRIPTION_LENGTH = 1000;
/** Collections one member may make, "Saved" not counted. */
export const MAX_COLLECTIONS_PER_MEMBER = 100;
/** Prompts one collection may hold ("Saved" is bounded by nothing but the library). */
export const MAX_COLLECTION_ITEMS = 500;
/** The default collection's first title; its owner may rename it. */
export const SAVED_COLLECTION_TITLE = 'Saved';
