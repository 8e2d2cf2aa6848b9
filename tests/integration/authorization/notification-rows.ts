/**
 * Matrix rows of notifications (decision 045): a member's own list,
 * marking read and mail settings are for the signed in; the unsubscribe
 * link works for whoever holds it, signed in or not.
 */
import { everyone, type MatrixRows, signedIn, trpcMutation, trpcQuery } from './matrix-types.ts';

const SETTINGS = { 'prompt-approved': { email: false } };

export const NOTIFICATION_ROWS: MatrixRows = {
  'notifications.list': [
    {
      label: 'my notifications',
      request: () => trpcQuery('notifications.list', { page: 1, limit: 5 }),
      expect: signedIn(200),
    },
  ],
  'notifications.unread': [
    {
      label: 'my unread count',
      request: () => trpcQuery('notifications.unread'),
      expect: signedIn(200),
    },
  ],
  'notifications.markRead': [
    {
      label: 'mark all read',
      request: () => trpcMutation('notifications.markRead', {}),
      expect: signedIn(200),
    },
  ],
  'notifications.settings': [
    {
      label: 'my mail settings',
      request: () => trpcQuery('notifications.settings'),
      expect: signedIn(200),
    },
  ],
  'notifications.updateSettings': [
    {
      label: 'change my mail settings',
      request: () => trpcMutation('notifications.updateSettings', SETTINGS),
      expect: signedIn(200),
    },
  ],
  'notifications.unsubscribe': [
    {
      label: 'a live link',
      request: async (f) =>
        trpcMutation('notifications.unsubscribe', { token: await f.newUnsubscribeToken() }),
      expect: everyone(200),
    },
  ],
  'GET /api/users/me/notifications': [
    {
      label: 'my notifications',
      request: () => ({ method: 'GET', url: '/api/users/me/notifications?page=1&limit=5' }),
      expect: signedIn(200),
    },
  ],
  'PUT /api/users/me/notifications/read': [
    {
      label: 'mark all read',
      request: () => ({ method: 'PUT', url: '/api/users/me/notifications/read', payload: {} }),
      expect: signedIn(200),
    },
  ],
  'GET /api/users/me/notification-settings': [
    {
      label: 'my mail settings',
      request: () => ({ method: 'GET', url: '/api/users/me/notification-settings' }),
      expect: signedIn(200),
    },
  ],
  'PUT /api/users/me/notification-settings': [
    {
      label: 'change my mail settings',
      request: () => ({
        method: 'PUT',
        url: '/api/users/me/notification-settings',
        payload: SETTINGS,
      }),
      expect: signedIn(200),
    },
  ],
  'POST /api/users/unsubscribe': [
    {
      label: 'a live link',
      request: async (f) => ({
        method: 'POST',
        url: '/api/users/unsubscribe',
        payload: { token: await f.newUnsubscribeToken() },
      }),
      expect: everyone(200),
    },
  ],
};
