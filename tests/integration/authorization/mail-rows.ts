/**
 * Matrix rows of password recovery and address verification (decisions
 * 040 and 041). The matrix app has no mail server: "Forgot password?"
 * answers 202 to anyone and mails nobody, admins make reset links instead,
 * and a signed-in member asking for a verification mail hears 409.
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

/** Signed-in members only; without a mail server there is nothing to resend. */
const SIGNED_IN_NO_MAIL: Expected = {
  anonymous: 401,
  user: 409,
  owner: 409,
  admin: 409,
  disabled: 403,
};

export const MAIL_ROWS: MatrixRows = {
  // Anyone holding a live link may use it; it confirms the link's account, signing nobody in.
  'auth.verifyEmail': [
    {
      label: 'a live link',
      request: async (f) => trpcMutation('auth.verifyEmail', { token: await f.newVerifyToken() }),
      expect: everyone(200),
    },
  ],
  'auth.resendVerification': [
    {
      label: 'ask for a new link',
      request: () => trpcMutation('auth.resendVerification'),
      expect: SIGNED_IN_NO_MAIL,
    },
  ],
  'POST /api/users/email/verify': [
    {
      label: 'a live link',
      request: async (f) => ({
        method: 'POST',
        url: '/api/users/email/verify',
        payload: { token: await f.newVerifyToken() },
      }),
      expect: everyone(200),
    },
  ],
  'POST /api/users/email/resend': [
    {
      label: 'ask for a new link',
      request: () => ({ method: 'POST', url: '/api/users/email/resend' }),
      expect: SIGNED_IN_NO_MAIL,
    },
  ],
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
