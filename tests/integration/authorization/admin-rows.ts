/**
 * Matrix rows of the admin screens: every procedure and route is for
 * admins only (anonymous 401, any other signed-in caller 403, a disabled
 * account 403). Rows that change or delete something act on a new prompt
 * or member each time, so every actor meets the same starting state.
 */
import {
  type Expected,
  type MatrixRequest,
  type MatrixRows,
  trpcMutation,
  trpcQuery,
} from './matrix-types.ts';

function adminOnly(status: number): Expected {
  return { anonymous: 401, user: 403, owner: 403, admin: status, disabled: 403 };
}

function json(method: 'PUT' | 'DELETE', url: string, payload?: object): MatrixRequest {
  return payload ? { method, url, payload: { ...payload } } : { method, url };
}

export const ADMIN_ROWS: MatrixRows = {
  'admin.dashboard': [
    { label: 'the dashboard', request: () => trpcQuery('admin.dashboard'), expect: adminOnly(200) },
  ],
  'admin.prompts.list': [
    {
      label: 'the review queue',
      request: () => trpcQuery('admin.prompts.list', { status: 'pending' }),
      expect: adminOnly(200),
    },
  ],
  'admin.prompts.setStatus': [
    {
      label: 'approve a pending prompt',
      request: async (f) =>
        trpcMutation('admin.prompts.setStatus', {
          id: await f.newPendingPrompt(),
          status: 'approved',
        }),
      expect: adminOnly(200),
    },
  ],
  'admin.prompts.decideVersion': [
    {
      label: 'approve a pending version',
      request: async (f) =>
        trpcMutation('admin.prompts.decideVersion', {
          id: await f.newPendingVersion(),
          number: 2,
          status: 'approved',
        }),
      expect: adminOnly(200),
    },
  ],
  'PUT /api/admin/prompts/:id/versions/:n/status': [
    {
      label: 'reject a pending version',
      request: async (f) =>
        json('PUT', `/api/admin/prompts/${await f.newPendingVersion()}/versions/2/status`, {
          status: 'rejected',
          reason: 'Please keep the original steps',
        }),
      expect: adminOnly(200),
    },
  ],
  'admin.prompts.setStatusMany': [
    {
      label: 'reject two pending prompts',
      request: async (f) =>
        trpcMutation('admin.prompts.setStatusMany', {
          ids: [await f.newPendingPrompt(), await f.newPendingPrompt()],
          status: 'rejected',
          reason: 'Duplicates an existing prompt',
        }),
      expect: adminOnly(200),
    },
  ],
  'admin.prompts.remove': [
    {
      label: 'delete a prompt',
      request: async (f) =>
        trpcMutation('admin.prompts.remove', { id: await f.newPendingPrompt() }),
      expect: adminOnly(200),
    },
  ],
  'admin.users.list': [
    {
      label: 'admins only',
      request: () => trpcQuery('admin.users.list', { role: 'admin' }),
      expect: adminOnly(200),
    },
  ],
  'admin.users.setRole': [
    {
      label: 'promote a member',
      request: async (f) =>
        trpcMutation('admin.users.setRole', { id: await f.newMember(), role: 'admin' }),
      expect: adminOnly(200),
    },
  ],
  'admin.users.setStatus': [
    {
      label: 'disable a member',
      request: async (f) =>
        trpcMutation('admin.users.setStatus', { id: await f.newMember(), status: 'disabled' }),
      expect: adminOnly(200),
    },
  ],
  'admin.users.setPlan': [
    {
      label: 'give a member Pro',
      request: async (f) =>
        trpcMutation('admin.users.setPlan', {
          id: await f.newMember(),
          planId: 'pro',
          reason: 'Paid by invoice',
        }),
      expect: adminOnly(200),
    },
  ],
  'admin.users.declinePlanRequest': [
    {
      label: 'decline a request',
      request: async (f) =>
        trpcMutation('admin.users.declinePlanRequest', { id: await f.newMemberAskingForPlan() }),
      expect: adminOnly(200),
    },
  ],
  'admin.users.remove': [
    {
      label: 'delete a member',
      request: async (f) => trpcMutation('admin.users.remove', { id: await f.newMember() }),
      expect: adminOnly(200),
    },
  ],

  'GET /api/admin/prompts': [
    {
      label: 'every status',
      request: () => ({ method: 'GET', url: '/api/admin/prompts' }),
      expect: adminOnly(200),
    },
  ],
  'PUT /api/admin/prompts/:id/status': [
    {
      label: 'reject a pending prompt',
      request: async (f) =>
        json('PUT', `/api/admin/prompts/${await f.newPendingPrompt()}/status`, {
          status: 'rejected',
          reason: 'Too vague to be useful',
        }),
      expect: adminOnly(200),
    },
  ],
  'DELETE /api/admin/prompts/:id': [
    {
      label: 'delete a prompt',
      request: async (f) => json('DELETE', `/api/admin/prompts/${await f.newPendingPrompt()}`),
      expect: adminOnly(204),
    },
  ],
  'GET /api/admin/users': [
    {
      label: 'disabled members',
      request: () => ({ method: 'GET', url: '/api/admin/users?status=disabled' }),
      expect: adminOnly(200),
    },
  ],
  'PUT /api/admin/users/:id/role': [
    {
      label: 'promote a member',
      request: async (f) =>
        json('PUT', `/api/admin/users/${await f.newMember()}/role`, { role: 'admin' }),
      expect: adminOnly(200),
    },
  ],
  'PUT /api/admin/users/:id/status': [
    {
      label: 'disable a member',
      request: async (f) =>
        json('PUT', `/api/admin/users/${await f.newMember()}/status`, { status: 'disabled' }),
      expect: adminOnly(200),
    },
  ],
  'PUT /api/admin/users/:id/plan': [
    {
      label: 'give a member Pro',
      request: async (f) =>
        json('PUT', `/api/admin/users/${await f.newMember()}/plan`, {
          planId: 'pro',
          reason: 'Paid by invoice',
        }),
      expect: adminOnly(200),
    },
  ],
  'DELETE /api/admin/users/:id/plan-request': [
    {
      label: 'decline a request',
      request: async (f) =>
        json('DELETE', `/api/admin/users/${await f.newMemberAskingForPlan()}/plan-request`),
      expect: adminOnly(204),
    },
  ],
  'DELETE /api/admin/users/:id': [
    {
      label: 'delete a member',
      request: async (f) => json('DELETE', `/api/admin/users/${await f.newMember()}`),
      expect: adminOnly(204),
    },
  ],
};
