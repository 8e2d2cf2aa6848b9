/**
 * Matrix rows of "Where you're signed in" and mail to a refused address
 * (decision 047): a member's own sessions only. Ending a session that is
 * not the caller's is 404 for everyone, admins included (they disable an
 * account instead); only the owner of a session ends it.
 */
import type { Expected } from './matrix-types.ts';
import { type MatrixRows, signedIn, trpcMutation, trpcQuery } from './matrix-types.ts';

/** The owner ends their own session; anyone else hears "not found". */
const OWN_SESSION: Expected = { anonymous: 401, user: 404, owner: 200, admin: 404, disabled: 403 };
const OWN_SESSION_REST: Expected = { ...OWN_SESSION, owner: 204 };

export const SESSION_ROWS: MatrixRows = {
  'security.sessions': [
    { label: 'my sessions', request: () => trpcQuery('security.sessions'), expect: signedIn(200) },
  ],
  'security.endSession': [
    {
      label: "the owner's other session",
      request: async (f) => trpcMutation('security.endSession', { id: await f.newOwnerSession() }),
      expect: OWN_SESSION,
    },
    {
      label: "another member's session",
      request: async (f) =>
        trpcMutation('security.endSession', { id: await f.newStrangerSession() }),
      expect: signedIn(404),
    },
  ],
  'security.endOtherSessions': [
    {
      label: 'everywhere else',
      request: () => trpcMutation('security.endOtherSessions'),
      expect: signedIn(200),
    },
  ],
  'security.retryMail': [
    {
      label: 'mail that is not stopped',
      request: () => trpcMutation('security.retryMail'),
      expect: signedIn(409),
    },
  ],
  'GET /api/users/sessions': [
    {
      label: 'my sessions',
      request: () => ({ method: 'GET', url: '/api/users/sessions' }),
      expect: signedIn(200),
    },
  ],
  'DELETE /api/users/sessions/:id': [
    {
      label: "the owner's other session",
      request: async (f) => ({
        method: 'DELETE',
        url: `/api/users/sessions/${await f.newOwnerSession()}`,
      }),
      expect: OWN_SESSION_REST,
    },
    {
      label: "another member's session",
      request: async (f) => ({
        method: 'DELETE',
        url: `/api/users/sessions/${await f.newStrangerSession()}`,
      }),
      expect: signedIn(404),
    },
  ],
  'DELETE /api/users/sessions': [
    {
      label: 'everywhere else',
      request: () => ({ method: 'DELETE', url: '/api/users/sessions' }),
      expect: signedIn(200),
    },
  ],
  'POST /api/users/email/retry': [
    {
      label: 'mail that is not stopped',
      request: () => ({ method: 'POST', url: '/api/users/email/retry' }),
      expect: signedIn(409),
    },
  ],
};
