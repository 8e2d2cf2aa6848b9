/** Input schemas of the collection doors (tRPC and REST parse with these). */
import { z } from 'zod';
import {
  COLLECTION_VISIBILITIES,
  MAX_COLLECTION_DESCRIPTION_LENGTH,
  MAX_COLLECTION_ITEMS,
  MAX_COLLECTION_TITLE_LENGTH,
} from './collection-limits.ts';
import { MAX_ID_LENGTH } from './library-limits.ts';
import { promptIdList } from './prompt-inputs.ts';
import { text } from './text-input.ts';

/** Ids are opaque strings, as for prompts: one that is not ours is simply not found. */
const id = text({ max: MAX_ID_LENGTH });

const title = text({ max: MAX_COLLECTION_TITLE_LENGTH });
const description = text({
  max: MAX_COLLECTION_DESCRIPTION_LENGTH,
  min: 0,
  multiline: true,
});
const visibility = z.enum(COLLECTION_VISIBILITIES, {
  error: `must be one of: ${COLLECTION_VISIBILITIES.join(', ')}`,
});

export const collectionIdInput = z.object({ id });
export const collectionItemParams = z.object({ id, promptId: id });

export const createCollectionInput = z.object({
  title,
  description: description.optional(),
  visibility: visibility.default('private'),
});
export type CreateCollectionInput = z.infer<typeof createCollectionInput>;

/** What an edit may change; a field left out stays as it is. */
export const collectionChanges = z.object({
  title: title.optional(),
  description: description.optional(),
  visibility: visibility.optional(),
});
export type CollectionChanges = z.infer<typeof collectionChanges>;
export const updateCollectionInput = collectionChanges.extend({ id });

export const collectionItemBody = z.object({ promptId: id });
/** Several prompts at once (a selection in the library, the profile or a collection). */
export const collectionItemsBody = z.object({ promptIds: promptIdList });
export const collectionItemsInput = collectionItemsBody.extend({ id });
export const collectionItemInput = z.object({ id, promptId: id });

export const collectionOrderBody = z.object({
  promptIds: z
    .array(id, { error: 'must be a list of prompt ids' })
    .max(MAX_COLLECTION_ITEMS, `must list at most ${MAX_COLLECTION_ITEMS} prompts`)
    .refine((ids) => new Set(ids).size === ids.length, 'must list each prompt once'),
});
export const collectionOrderInput = collectionOrderBody.extend({ id });

export const collectionSaveInput = z.object({
  id,
  saved: z.boolean({ error: 'must be true or false' }).optional(),
});

/** The member's collections, optionally marked with whether each holds one prompt. */
export const myCollectionsInput = z.object({ promptId: id.optional() });
