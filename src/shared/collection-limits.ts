/** Collections' bounds and choices, shared by the doors' schemas and the screens (no zod). */

export const COLLECTION_VISIBILITIES = ['public', 'unlisted', 'private'] as const;
export type CollectionVisibility = (typeof COLLECTION_VISIBILITIES)[number];

export const MAX_COLLECTION_TITLE_LENGTH = 100;
export const MAX_COLLECTION_DESCRIPTION_LENGTH = 1000;
/** Collections one member may make, "Saved" not counted. */
export const MAX_COLLECTIONS_PER_MEMBER = 100;
/** Prompts one collection may hold ("Saved" is bounded by nothing but the library). */
export const MAX_COLLECTION_ITEMS = 500;
/** The default collection's first title; its owner may rename it. */
export const SAVED_COLLECTION_TITLE = 'Saved';
