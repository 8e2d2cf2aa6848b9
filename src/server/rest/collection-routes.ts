/** REST door of collections (API.md "Private prompts, collections, import and export"). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  collectionChanges,
  collectionIdInput,
  collectionItemBody,
  collectionItemParams,
  collectionItemsBody,
  collectionOrderBody,
  createCollectionInput,
} from '../../shared/collection-inputs.ts';
import {
  collectionItemsAdded,
  collectionSaveChange,
  collectionView,
  collectionWithPrompts,
} from '../../shared/collection-views.ts';
import {
  addCollectionItem,
  addCollectionItems,
  removeCollectionItem,
  reorderCollection,
} from '../services/collections/collection-items.ts';
import { getCollection, listMyCollections } from '../services/collections/collection-reads.ts';
import { setCollectionSave } from '../services/collections/collection-saves.ts';
import {
  createCollection,
  deleteCollection,
  updateCollection,
} from '../services/collections/collection-writes.ts';
import type { ServiceDeps } from '../services/service-deps.ts';
import { commonErrors, errorSchema, signedInErrors } from './rest-schemas.ts';
import { signedInActor } from './rest-tiers.ts';

const tags = ['Collections'];
const write = { tier: 'user', keyScope: 'write' } as const;
const collectionResponse = z.object({ collection: collectionView });

export const collectionRoutes: FastifyPluginAsyncZod<{ deps: ServiceDeps }> = async (
  app,
  { deps },
) => {
  app.post(
    '/collections',
    {
      config: { ...write, idempotency: 'replay' },
      schema: {
        operationId: 'createCollection',
        tags,
        summary: 'Make a collection (409 past the number a member may have)',
        body: createCollectionInput,
        response: { 201: collectionResponse, ...signedInErrors, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const collection = await createCollection(deps, signedInActor(request), request.body);
      return reply
        .code(201)
        .header('location', `/api/collections/${collection._id}`)
        .send({ collection });
    },
  );

  app.get(
    '/collections/:id',
    {
      config: { tier: 'public', keyScope: 'read', caching: 'shared' },
      schema: {
        operationId: 'getCollection',
        tags,
        summary:
          'A collection and its prompts (public or unlisted: anyone; private: the owner and admins)',
        description: 'Others than the owner see its approved prompts only.',
        params: collectionIdInput,
        response: { 200: collectionWithPrompts, ...commonErrors },
      },
    },
    async (request) => getCollection(deps, request.actor, request.params.id),
  );

  app.put(
    '/collections/:id',
    {
      config: write,
      schema: {
        operationId: 'updateCollection',
        tags,
        summary: 'Rename, describe or change who may open a collection (its owner)',
        description: 'The Saved collection may be renamed but stays private.',
        params: collectionIdInput,
        body: collectionChanges,
        response: { 200: collectionResponse, ...signedInErrors },
      },
    },
    async (request) => ({
      collection: await updateCollection(
        deps,
        signedInActor(request),
        request.params.id,
        request.body,
      ),
    }),
  );

  app.delete(
    '/collections/:id',
    {
      config: write,
      schema: {
        operationId: 'deleteCollection',
        tags,
        summary: 'Delete a collection (its owner; never the Saved collection)',
        params: collectionIdInput,
        response: { 204: z.null().describe('Done'), ...signedInErrors },
      },
    },
    async (request, reply) => {
      await deleteCollection(deps, signedInActor(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/collections/:id/items',
    {
      config: write,
      schema: {
        operationId: 'addCollectionItem',
        tags,
        summary: 'Add a prompt you may see to your collection (again: no change)',
        description: 'Adding to the Saved collection saves the prompt.',
        params: collectionIdInput,
        body: collectionItemBody,
        response: { 201: collectionResponse, ...signedInErrors, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const collection = await addCollectionItem(
        deps,
        signedInActor(request),
        request.params.id,
        request.body.promptId,
      );
      return reply
        .code(201)
        .header('location', `/api/collections/${collection._id}/items/${request.body.promptId}`)
        .send({ collection });
    },
  );

  app.post(
    '/collections/:id/items/bulk',
    {
      config: write,
      schema: {
        operationId: 'addCollectionItems',
        tags,
        summary: 'Add several prompts you may see to your collection, all or none',
        description:
          'A selection of 1 to 100 prompt ids, added after the last prompt in the order given; ' +
          'those already in it stay where they are. One prompt you may not see (404) or too many ' +
          'for the collection (409) adds none. Adding to the Saved collection saves each prompt.',
        params: collectionIdInput,
        body: collectionItemsBody,
        response: { 200: collectionItemsAdded, ...signedInErrors, 409: errorSchema },
      },
    },
    async (request) =>
      addCollectionItems(deps, signedInActor(request), request.params.id, request.body.promptIds),
  );

  app.delete(
    '/collections/:id/items/:promptId',
    {
      config: write,
      schema: {
        operationId: 'removeCollectionItem',
        tags,
        summary: 'Take a prompt out of your collection',
        params: collectionItemParams,
        response: { 204: z.null().describe('Done'), ...signedInErrors },
      },
    },
    async (request, reply) => {
      await removeCollectionItem(
        deps,
        signedInActor(request),
        request.params.id,
        request.params.promptId,
      );
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/collections/:id/order',
    {
      config: write,
      schema: {
        operationId: 'reorderCollection',
        tags,
        summary: "Put your collection's prompts in this order (all of them, each once)",
        params: collectionIdInput,
        body: collectionOrderBody,
        response: { 200: collectionWithPrompts, ...signedInErrors },
      },
    },
    async (request) =>
      reorderCollection(deps, signedInActor(request), request.params.id, request.body.promptIds),
  );

  app.put(
    '/collections/:id/save',
    {
      config: write,
      schema: {
        operationId: 'toggleCollectionSave',
        tags,
        summary: "Toggle the signed-in member's save of someone's public or unlisted collection",
        params: collectionIdInput,
        response: { 200: collectionSaveChange, ...signedInErrors },
      },
    },
    async (request) => setCollectionSave(deps, signedInActor(request), request.params.id),
  );

  app.get(
    '/users/me/collections',
    {
      config: { tier: 'user', keyScope: 'read', caching: 'private' },
      schema: {
        operationId: 'listMyCollections',
        tags,
        summary: 'Your collections (Saved first) and the ones of others you saved',
        response: {
          200: z.object({ collections: z.array(collectionView) }),
          ...signedInErrors,
        },
      },
    },
    async (request) => ({ collections: await listMyCollections(deps, signedInActor(request)) }),
  );
};
