/** What both doors return for collections (see prompt-views.ts). */
import { z } from 'zod';
import { COLLECTION_VISIBILITIES } from './collection-limits.ts';
import { isoDate } from './iso-date.ts';
import { promptView } from './prompt-views.ts';

export const collectionView = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  visibility: z
    .enum(COLLECTION_VISIBILITIES)
    .describe('public: listed; unlisted: anyone with the link; private: the owner only'),
  isDefault: z
    .boolean()
    .describe('The member\'s "Saved" collection: private, never deleted, what prompt saves fill'),
  owner: z.object({ _id: z.string(), name: z.string() }),
  itemCount: z.number().int().describe('Prompts in it that the caller may see'),
  saveCount: z.number().int().describe('Members who saved the collection'),
  saved: z.boolean().optional().describe('Only for a signed-in caller: whether they saved it'),
  containsPrompt: z
    .boolean()
    .optional()
    .describe('Only when the list was asked about one prompt: whether it holds it'),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type CollectionView = z.infer<typeof collectionView>;

export const collectionWithPrompts = z.object({
  collection: collectionView,
  prompts: z.array(promptView).describe('In order; others than the owner see approved ones only'),
});
export type CollectionWithPrompts = z.infer<typeof collectionWithPrompts>;

export const collectionSaveChange = z.object({ saved: z.boolean(), saves: z.number().int() });
export type CollectionSaveChange = z.infer<typeof collectionSaveChange>;

/** Several prompts added at once: how many were new to the collection, and the collection after. */
export const collectionItemsAdded = z.object({
  added: z
    .number()
    .int()
    .describe('Prompts new to the collection (those already in it not counted)'),
  collection: collectionView,
});
export type CollectionItemsAdded = z.infer<typeof collectionItemsAdded>;
