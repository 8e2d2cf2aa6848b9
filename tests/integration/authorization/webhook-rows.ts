/**
 * Matrix rows of webhooks: admins only, on both doors. Rows that change or
 * delete an endpoint act on a new one each time. URLs are public IP
 * literals, so no name is resolved.
 */
import { type Expected, type MatrixRows, trpcMutation, trpcQuery } from './matrix-types.ts';

function adminOnly(status: number): Expected {
  return { anonymous: 401, user: 403, owner: 403, admin: status, disabled: 403 };
}

const newEndpoint = { url: 'https://203.0.113.10/matrix-hook', events: ['prompt.deleted'] };

export const WEBHOOK_ROWS: MatrixRows = {
  'webhooks.list': [
    { label: 'every endpoint', request: () => trpcQuery('webhooks.list'), expect: adminOnly(200) },
  ],
  'webhooks.create': [
    {
      label: 'new endpoint',
      request: () => trpcMutation('webhooks.create', newEndpoint),
      expect: adminOnly(200),
    },
  ],
  'webhooks.update': [
    {
      label: 'an endpoint',
      request: async (f) =>
        trpcMutation('webhooks.update', { id: await f.newWebhook(), enabled: false }),
      expect: adminOnly(200),
    },
  ],
  'webhooks.remove': [
    {
      label: 'an endpoint',
      request: async (f) => trpcMutation('webhooks.remove', { id: await f.newWebhook() }),
      expect: adminOnly(200),
    },
  ],
  'webhooks.deliveries': [
    {
      label: "an endpoint's log",
      request: async (f) => trpcQuery('webhooks.deliveries', { id: await f.newWebhook() }),
      expect: adminOnly(200),
    },
  ],
  'webhooks.sendTest': [
    {
      label: 'an endpoint',
      request: async (f) => trpcMutation('webhooks.sendTest', { id: await f.newWebhook() }),
      expect: adminOnly(200),
    },
  ],
  'POST /api/admin/webhooks': [
    {
      label: 'new endpoint',
      request: () => ({ method: 'POST', url: '/api/admin/webhooks', payload: newEndpoint }),
      expect: adminOnly(201),
    },
  ],
  'GET /api/admin/webhooks': [
    {
      label: 'every endpoint',
      request: () => ({ method: 'GET', url: '/api/admin/webhooks' }),
      expect: adminOnly(200),
    },
  ],
  'PUT /api/admin/webhooks/:id': [
    {
      label: 'an endpoint',
      request: async (f) => ({
        method: 'PUT',
        url: `/api/admin/webhooks/${await f.newWebhook()}`,
        payload: { events: ['prompt.approved'] },
      }),
      expect: adminOnly(200),
    },
  ],
  'DELETE /api/admin/webhooks/:id': [
    {
      label: 'an endpoint',
      request: async (f) => ({
        method: 'DELETE',
        url: `/api/admin/webhooks/${await f.newWebhook()}`,
      }),
      expect: adminOnly(204),
    },
  ],
  'GET /api/admin/webhooks/:id/deliveries': [
    {
      label: "an endpoint's log",
      request: async (f) => ({
        method: 'GET',
        url: `/api/admin/webhooks/${await f.newWebhook()}/deliveries`,
      }),
      expect: adminOnly(200),
    },
  ],
  'POST /api/admin/webhooks/:id/test': [
    {
      label: 'an endpoint',
      request: async (f) => ({
        method: 'POST',
        url: `/api/admin/webhooks/${await f.newWebhook()}/test`,
      }),
      expect: adminOnly(202),
    },
  ],
};
