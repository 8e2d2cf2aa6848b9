/** Collections: make, edit, fill, order, save; one with its prompts; the member's own. */
import {
  collectionIdInput,
  collectionItemInput,
  collectionItemsInput,
  collectionOrderInput,
  collectionSaveInput,
  createCollectionInput,
  myCollectionsInput,
  updateCollectionInput,
} from '../../../shared/collection-inputs.ts';
import {
  addCollectionItem,
  addCollectionItems,
  removeCollectionItem,
  reorderCollection,
} from '../../services/collections/collection-items.ts';
import { getCollection, listMyCollections } from '../../services/collections/collection-reads.ts';
import { setCollectionSave } from '../../services/collections/collection-saves.ts';
import {
  createCollection,
  deleteCollection,
  updateCollection,
} from '../../services/collections/collection-writes.ts';
import { protectedProcedure, publicProcedure, router } from '../init.ts';

export const collectionsRouter = router({
  get: publicProcedure
    .input(collectionIdInput)
    .query(({ ctx, input }) => getCollection(ctx.deps, ctx.actor, input.id)),
  mine: protectedProcedure
    .input(myCollectionsInput)
    .query(({ ctx, input }) => listMyCollections(ctx.deps, ctx.actor, input.promptId)),
  create: protectedProcedure
    .input(createCollectionInput)
    .mutation(({ ctx, input }) => createCollection(ctx.deps, ctx.actor, input)),
  update: protectedProcedure
    .input(updateCollectionInput)
    .mutation(({ ctx, input: { id, ...changes } }) =>
      updateCollection(ctx.deps, ctx.actor, id, changes),
    ),
  delete: protectedProcedure
    .input(collectionIdInput)
    .mutation(({ ctx, input }) => deleteCollection(ctx.deps, ctx.actor, input.id)),
  addItem: protectedProcedure
    .input(collectionItemInput)
    .mutation(({ ctx, input }) => addCollectionItem(ctx.deps, ctx.actor, input.id, input.promptId)),
  addItems: protectedProcedure
    .input(collectionItemsInput)
    .mutation(({ ctx, input }) =>
      addCollectionItems(ctx.deps, ctx.actor, input.id, input.promptIds),
    ),
  removeItem: protectedProcedure
    .input(collectionItemInput)
    .mutation(({ ctx, input }) =>
      removeCollectionItem(ctx.deps, ctx.actor, input.id, input.promptId),
    ),
  reorder: protectedProcedure
    .input(collectionOrderInput)
    .mutation(({ ctx, input }) =>
      reorderCollection(ctx.deps, ctx.actor, input.id, input.promptIds),
    ),
  save: protectedProcedure
    .input(collectionSaveInput)
    .mutation(({ ctx, input }) => setCollectionSave(ctx.deps, ctx.actor, input.id, input.saved)),
});
