/**
 * Matrix rows of password recovery (decision 040). The matrix app has no
 * mail server: "Forgot password?" answers 202 to anyone and mails nobody,
 * and admins make reset links instead.
 */
import {
  everyone,
  type Expected,
  type MatrixFixture,
  type MatrixRows,
  trpcMutation,
} from './matrix-types.ts';

const NEW_PASSWORD = 'a new password from the link';

function adminOnly(status: number): Expected {
  return { anonymous: 401, user: 403, owner: 403, admin: status, disabled: 403 };
}

async function resetBody(f: MatrixFixture) {
  return { token: await f.newResetToken(), newPassword: NEW_PASSWORD };
}

export const MAIL_ROWS: MatrixRows = {
  'auth.forgotPassword': [
    {
      label: 'ask for a link',
      request: (f) => trpcMutation('auth.forgotPassword', { email: f.freshEmail() }),
      expect: everyone(200),
    },
  ],
  // Anyone holding a live link may use it, signed in as someone else or not.
  'auth.resetPassword': [
    {
      label: 'a live link',
      request: async (f) => trpcMutation('auth.resetPassword', await resetBody(f)),
      expect: everyone(200),
    },
  ],
  'admin.users.resetLink': [
    {
      label: 'a link for a member',
      request: async (f) => trpcMutation('admin.users.resetLink', { id: await f.newMember() }),
      expect: adminOnly(200),
    },
  ],
  'POST /api/users/password/forgot': [
    {
      label: 'ask for a link',
      request: (f) => ({
        method: 'POST',
        url: '/api/users/password/forgot',
        payload: { email: f.freshEmail() },
      }),
      expect: everyone(202),
    },
  ],
  'POST /api/users/password/reset': [
    {
      label: 'a live link',
      request: async (f) => ({
        method: 'POST',
        url: '/api/users/password/reset',
        payload: await resetBody(f),
      }),
      expect: everyone(200),
    },
  ],
  'POST /api/admin/users/:id/reset-link': [
    {
      label: 'a link for a member',
      request: async (f) => ({
        method: 'POST',
        url: `/api/admin/users/${await f.newMember()}/reset-link`,
      }),
      expect: adminOnly(201),
    },
  ],
};
