/**
 * Matrix rows of collections. The rows act on collections of the "owner"
 * actor (each holding the seeded approved prompt), a new one for every
 * call. Public and unlisted collections are open to anyone, a private one
 * to its owner and admins; only the owner changes one: someone who may see
 * it hears 403, anyone else 404.
 */
import type { CollectionVisibility } from '../../../src/shared/collection-limits.ts';
import {
  type Expected,
  everyone,
  type MatrixFixture,
  type MatrixRequest,
  type MatrixRows,
  signedIn,
  trpcMutation,
  trpcQuery,
} from './matrix-types.ts';

/** A write by the owner of a collection others may see. */
const ownerWritesShown = (status: number): Expected => ({
  anonymous: 401,
  user: 403,
  owner: status,
  admin: 403,
  disabled: 403,
});

/** A write by the owner of a private collection: admins see it, others do not. */
const ownerWritesPrivate = (status: number): Expected => ({
  anonymous: 401,
  user: 404,
  owner: status,
  admin: 403,
  disabled: 403,
});

const ownerOrAdminReads: Expected = {
  anonymous: 404,
  user: 404,
  owner: 200,
  admin: 200,
  disabled: 404,
};

function collection(f: MatrixFixture, visibility: CollectionVisibility): Promise<string> {
  return f.newOwnerCollection(visibility);
}

function rest(
  method: MatrixRequest['method'],
  url: string,
  payload?: Record<string, unknown>,
): MatrixRequest {
  return payload ? { method, url, payload } : { method, url };
}

const newCollection = { title: 'Matrix collection', visibility: 'public' };

export const COLLECTION_ROWS: MatrixRows = {
  'collections.get': [
    {
      label: 'a public collection',
      request: async (f) => trpcQuery('collections.get', { id: await collection(f, 'public') }),
      expect: everyone(200),
    },
    {
      label: 'an unlisted collection',
      request: async (f) => trpcQuery('collections.get', { id: await collection(f, 'unlisted') }),
      expect: everyone(200),
    },
    {
      label: 'a private collection',
      request: async (f) => trpcQuery('collections.get', { id: await collection(f, 'private') }),
      expect: ownerOrAdminReads,
    },
  ],
  'collections.mine': [
    {
      label: "the caller's own",
      request: () => trpcQuery('collections.mine', {}),
      expect: signedIn(200),
    },
  ],
  'collections.create': [
    {
      label: 'a new collection',
      request: () => trpcMutation('collections.create', newCollection),
      expect: signedIn(200),
    },
  ],
  'collections.update': [
    {
      label: 'a public collection',
      request: async (f) =>
        trpcMutation('collections.update', { id: await collection(f, 'public'), title: 'Renamed' }),
      expect: ownerWritesShown(200),
    },
    {
      label: 'a private collection',
      request: async (f) =>
        trpcMutation('collections.update', {
          id: await collection(f, 'private'),
          title: 'Renamed',
        }),
      expect: ownerWritesPrivate(200),
    },
  ],
  'collections.delete': [
    {
      label: 'a public collection',
      request: async (f) =>
        trpcMutation('collections.delete', { id: await collection(f, 'public') }),
      expect: ownerWritesShown(200),
    },
  ],
  'collections.addItem': [
    {
      label: 'the approved prompt to a private collection',
      request: async (f) =>
        trpcMutation('collections.addItem', {
          id: await collection(f, 'private'),
          promptId: f.approvedId,
        }),
      expect: ownerWritesPrivate(200),
    },
  ],
  'collections.addItems': [
    {
      label: 'the approved prompt to a private collection',
      request: async (f) =>
        trpcMutation('collections.addItems', {
          id: await collection(f, 'private'),
          promptIds: [f.approvedId],
        }),
      expect: ownerWritesPrivate(200),
    },
    {
      label: "the owner's pending prompt to a public collection",
      request: async (f) =>
        trpcMutation('collections.addItems', {
          id: await collection(f, 'public'),
          promptIds: [f.approvedId, f.pendingId],
        }),
      expect: ownerWritesShown(200),
    },
  ],
  'collections.removeItem': [
    {
      label: 'the approved prompt from a public collection',
      request: async (f) =>
        trpcMutation('collections.removeItem', {
          id: await collection(f, 'public'),
          promptId: f.approvedId,
        }),
      expect: ownerWritesShown(200),
    },
  ],
  'collections.reorder': [
    {
      label: 'an unlisted collection',
      request: async (f) =>
        trpcMutation('collections.reorder', {
          id: await collection(f, 'unlisted'),
          promptIds: [f.approvedId],
        }),
      expect: ownerWritesShown(200),
    },
  ],
  'collections.save': [
    {
      label: 'a public collection',
      request: async (f) => trpcMutation('collections.save', { id: await collection(f, 'public') }),
      expect: { anonymous: 401, user: 200, owner: 400, admin: 200, disabled: 403 },
    },
    {
      label: 'a private collection',
      request: async (f) =>
        trpcMutation('collections.save', { id: await collection(f, 'private') }),
      expect: { anonymous: 401, user: 404, owner: 400, admin: 404, disabled: 403 },
    },
  ],

  'POST /api/collections': [
    {
      label: 'a new collection',
      request: () => rest('POST', '/api/collections', newCollection),
      expect: signedIn(201),
    },
  ],
  'GET /api/collections/:id': [
    {
      label: 'a public collection',
      request: async (f) => rest('GET', `/api/collections/${await collection(f, 'public')}`),
      expect: everyone(200),
    },
    {
      label: 'a private collection',
      request: async (f) => rest('GET', `/api/collections/${await collection(f, 'private')}`),
      expect: ownerOrAdminReads,
    },
  ],
  'PUT /api/collections/:id': [
    {
      label: 'a public collection',
      request: async (f) =>
        rest('PUT', `/api/collections/${await collection(f, 'public')}`, { title: 'Renamed' }),
      expect: ownerWritesShown(200),
    },
    {
      label: 'a private collection',
      request: async (f) =>
        rest('PUT', `/api/collections/${await collection(f, 'private')}`, { title: 'Renamed' }),
      expect: ownerWritesPrivate(200),
    },
  ],
  'DELETE /api/collections/:id': [
    {
      label: 'a public collection',
      request: async (f) => rest('DELETE', `/api/collections/${await collection(f, 'public')}`),
      expect: ownerWritesShown(204),
    },
    {
      label: 'a private collection',
      request: async (f) => rest('DELETE', `/api/collections/${await collection(f, 'private')}`),
      expect: ownerWritesPrivate(204),
    },
  ],
  'POST /api/collections/:id/items': [
    {
      label: 'the approved prompt to a public collection',
      request: async (f) =>
        rest('POST', `/api/collections/${await collection(f, 'public')}/items`, {
          promptId: f.approvedId,
        }),
      expect: ownerWritesShown(201),
    },
    {
      label: 'the approved prompt to a private collection',
      request: async (f) =>
        rest('POST', `/api/collections/${await collection(f, 'private')}/items`, {
          promptId: f.approvedId,
        }),
      expect: ownerWritesPrivate(201),
    },
  ],
  'POST /api/collections/:id/items/bulk': [
    {
      label: 'the approved prompt to a public collection',
      request: async (f) =>
        rest('POST', `/api/collections/${await collection(f, 'public')}/items/bulk`, {
          promptIds: [f.approvedId],
        }),
      expect: ownerWritesShown(200),
    },
    {
      label: 'the approved prompt to a private collection',
      request: async (f) =>
        rest('POST', `/api/collections/${await collection(f, 'private')}/items/bulk`, {
          promptIds: [f.approvedId],
        }),
      expect: ownerWritesPrivate(200),
    },
  ],
  'DELETE /api/collections/:id/items/:promptId': [
    {
      label: 'the approved prompt from a public collection',
      request: async (f) =>
        rest('DELETE', `/api/collections/${await collection(f, 'public')}/items/${f.approvedId}`),
      expect: ownerWritesShown(204),
    },
  ],
  'PUT /api/collections/:id/order': [
    {
      label: 'a public collection',
      request: async (f) =>
        rest('PUT', `/api/collections/${await collection(f, 'public')}/order`, {
          promptIds: [f.approvedId],
        }),
      expect: ownerWritesShown(200),
    },
    {
      label: 'a private collection',
      request: async (f) =>
        rest('PUT', `/api/collections/${await collection(f, 'private')}/order`, {
          promptIds: [f.approvedId],
        }),
      expect: ownerWritesPrivate(200),
    },
  ],
  'PUT /api/collections/:id/save': [
    {
      label: 'an unlisted collection',
      request: async (f) => rest('PUT', `/api/collections/${await collection(f, 'unlisted')}/save`),
      expect: { anonymous: 401, user: 200, owner: 400, admin: 200, disabled: 403 },
    },
    {
      label: 'a private collection',
      request: async (f) => rest('PUT', `/api/collections/${await collection(f, 'private')}/save`),
      expect: { anonymous: 401, user: 404, owner: 400, admin: 404, disabled: 403 },
    },
  ],
  'GET /api/users/me/collections': [
    {
      label: "the caller's own",
      request: () => rest('GET', '/api/users/me/collections'),
      expect: signedIn(200),
    },
  ],
};
