/**
 * Matrix rows of API keys: members manage their own (someone else's key
 * reads as missing, an admin's included, on the member paths); admins list
 * and revoke any. Rows that revoke act on a new key of the owner each time.
 */
import {
  type Expected,
  type MatrixRows,
  signedIn,
  trpcMutation,
  trpcQuery,
} from './matrix-types.ts';

function adminOnly(status: number): Expected {
  return { anonymous: 401, user: 403, owner: 403, admin: status, disabled: 403 };
}

/** Only the key's owner; every other signed-in caller hears "not found". */
function ownKeyOnly(status: number): Expected {
  return { anonymous: 401, user: 404, owner: status, admin: 404, disabled: 403 };
}

const newKey = { name: 'Matrix key', scopes: ['read'] };

export const API_KEY_ROWS: MatrixRows = {
  'apiKeys.mine': [
    { label: 'own keys', request: () => trpcQuery('apiKeys.mine'), expect: signedIn(200) },
  ],
  'apiKeys.create': [
    {
      label: 'new key',
      request: () => trpcMutation('apiKeys.create', newKey),
      expect: signedIn(200),
    },
  ],
  'apiKeys.revoke': [
    {
      label: "owner's key",
      request: async (f) => trpcMutation('apiKeys.revoke', { id: await f.newOwnerApiKey() }),
      expect: ownKeyOnly(200),
    },
  ],
  'apiKeys.all': [
    { label: 'every key', request: () => trpcQuery('apiKeys.all'), expect: adminOnly(200) },
  ],
  'apiKeys.adminRevoke': [
    {
      label: "a member's key",
      request: async (f) => trpcMutation('apiKeys.adminRevoke', { id: await f.newOwnerApiKey() }),
      expect: adminOnly(200),
    },
  ],
  'POST /api/users/me/api-keys': [
    {
      label: 'new key',
      request: () => ({ method: 'POST', url: '/api/users/me/api-keys', payload: newKey }),
      expect: signedIn(201),
    },
  ],
  'GET /api/users/me/api-keys': [
    {
      label: 'own keys',
      request: () => ({ method: 'GET', url: '/api/users/me/api-keys' }),
      expect: signedIn(200),
    },
  ],
  'DELETE /api/users/me/api-keys/:id': [
    {
      label: "owner's key",
      request: async (f) => ({
        method: 'DELETE',
        url: `/api/users/me/api-keys/${await f.newOwnerApiKey()}`,
      }),
      expect: ownKeyOnly(204),
    },
  ],
  'GET /api/admin/api-keys': [
    {
      label: 'every key',
      request: () => ({ method: 'GET', url: '/api/admin/api-keys' }),
      expect: adminOnly(200),
    },
  ],
  'DELETE /api/admin/api-keys/:id': [
    {
      label: "a member's key",
      request: async (f) => ({
        method: 'DELETE',
        url: `/api/admin/api-keys/${await f.newOwnerApiKey()}`,
      }),
      expect: adminOnly(204),
    },
  ],
};
