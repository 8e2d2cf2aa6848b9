/** Matrix rows of accounts: signing in and out, profile, plans, own lists. */
import {
  everyone,
  type MatrixRows,
  multipartFile,
  signedIn,
  trpcMutation,
  trpcQuery,
} from './matrix-types.ts';

const PASSWORD = 'correct horse battery staple';

export const ACCOUNT_ROWS: MatrixRows = {
  'auth.options': [
    { label: 'sign-in options', request: () => trpcQuery('auth.options'), expect: everyone(200) },
  ],
  // A visitor gets null, not an error: the app asks on every load. A
  // disabled account hears why, as on the signed-in doors.
  'auth.me': [
    {
      label: 'who am I',
      request: () => trpcQuery('auth.me'),
      expect: { ...everyone(200), disabled: 403 },
    },
  ],
  'auth.register': [
    {
      label: 'new account',
      request: (f) =>
        trpcMutation('auth.register', {
          name: 'New Person',
          email: f.freshEmail(),
          password: PASSWORD,
        }),
      expect: everyone(200),
    },
  ],
  'auth.login': [
    {
      label: 'right password',
      request: (f) => trpcMutation('auth.login', f.passwordAccount),
      expect: everyone(200),
    },
  ],
  'auth.logout': [
    {
      label: 'end session',
      request: () => trpcMutation('auth.logout'),
      expect: signedIn(200),
      consumesActor: true,
    },
  ],
  'account.plans': [
    { label: 'list plans', request: () => trpcQuery('account.plans'), expect: everyone(200) },
  ],
  'account.subscribe': [
    {
      label: 'free plan',
      request: () => trpcMutation('account.subscribe', { planId: 'free' }),
      expect: signedIn(200),
    },
    {
      // Self-hosted (the default): a paid plan is an admin's to give, even to an admin.
      label: 'paid plan, self-hosted',
      request: () => trpcMutation('account.subscribe', { planId: 'enterprise' }),
      expect: signedIn(403),
    },
  ],
  // Stripe mode's doors answer 404 on a hub without Stripe (the matrix's
  // app); authorization-matrix-stripe.test.ts (billing-stripe-rows.ts)
  // runs the billing rows again with Stripe set up.
  'account.previewPlanChange': [
    {
      label: 'preview, no Stripe',
      request: () => trpcQuery('account.previewPlanChange', { planId: 'enterprise' }),
      expect: signedIn(404),
    },
  ],
  'account.billingPortal': [
    {
      label: 'portal, no Stripe',
      request: () => trpcMutation('account.billingPortal'),
      expect: signedIn(404),
    },
  ],
  'account.planChoice': [
    {
      label: 'mode and open request',
      request: () => trpcQuery('account.planChoice'),
      expect: everyone(200),
    },
  ],
  // Fresh actors: each may have one open request.
  'account.requestPlan': [
    {
      label: 'ask for Enterprise',
      request: () => trpcMutation('account.requestPlan', { planId: 'enterprise', note: 'Team' }),
      expect: signedIn(200),
      consumesActor: true,
    },
  ],
  'account.withdrawPlanRequest': [
    {
      label: 'none open',
      request: () => trpcMutation('account.withdrawPlanRequest'),
      expect: signedIn(404),
      consumesActor: true,
    },
  ],
  'account.updateProfile': [
    {
      label: 'rename',
      request: () => trpcMutation('account.updateProfile', { name: 'Renamed Person' }),
      expect: signedIn(200),
    },
  ],
  'account.myPrompts': [
    { label: 'own lists', request: () => trpcQuery('account.myPrompts'), expect: signedIn(200) },
  ],
  'account.deleteAccount': [
    {
      label: 'delete self',
      request: () => trpcMutation('account.deleteAccount'),
      expect: signedIn(200),
      consumesActor: true,
    },
  ],

  'POST /api/users/register': [
    {
      label: 'new account',
      request: (f) => ({
        method: 'POST',
        url: '/api/users/register',
        payload: { name: 'New Person', email: f.freshEmail(), password: PASSWORD },
      }),
      expect: everyone(201),
    },
  ],
  'POST /api/users/login': [
    {
      label: 'right password',
      request: (f) => ({ method: 'POST', url: '/api/users/login', payload: f.passwordAccount }),
      expect: everyone(200),
    },
  ],
  'GET /api/users/me': [
    {
      label: 'who am I',
      request: () => ({ method: 'GET', url: '/api/users/me' }),
      expect: signedIn(200),
    },
  ],
  'PUT /api/users/me': [
    {
      label: 'rename',
      request: () => ({ method: 'PUT', url: '/api/users/me', payload: { name: 'Renamed Person' } }),
      expect: signedIn(200),
    },
  ],
  'POST /api/users/me/avatar': [
    {
      label: 'upload a PNG',
      request: (f) => ({
        method: 'POST',
        url: '/api/users/me/avatar',
        ...multipartFile('file', 'me.png', 'image/png', f.avatarPng),
      }),
      expect: signedIn(200),
    },
  ],
  'DELETE /api/users/me': [
    {
      label: 'delete self',
      request: () => ({ method: 'DELETE', url: '/api/users/me' }),
      expect: signedIn(204),
      consumesActor: true,
    },
  ],
  'GET /api/users/prompts': [
    {
      label: 'own lists',
      request: () => ({ method: 'GET', url: '/api/users/prompts' }),
      expect: signedIn(200),
    },
  ],
  'GET /api/users/plans': [
    {
      label: 'list plans',
      request: () => ({ method: 'GET', url: '/api/users/plans' }),
      expect: everyone(200),
    },
  ],
  'POST /api/users/subscribe': [
    {
      label: 'free plan',
      request: () => ({ method: 'POST', url: '/api/users/subscribe', payload: { planId: 'free' } }),
      expect: signedIn(200),
    },
    {
      label: 'paid plan, self-hosted',
      request: () => ({
        method: 'POST',
        url: '/api/users/subscribe',
        payload: { planId: 'enterprise' },
      }),
      expect: signedIn(403),
    },
  ],
  'POST /api/billing/portal': [
    {
      label: 'portal, no Stripe',
      request: () => ({ method: 'POST', url: '/api/billing/portal' }),
      expect: signedIn(404),
    },
  ],
  // Stripe's door: no actor is asked for, the signature is (400 when wrong).
  'POST /api/billing/stripe/webhook': [
    {
      label: 'event, no Stripe',
      request: () => ({
        method: 'POST',
        url: '/api/billing/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
        payload: JSON.stringify({ id: 'evt_matrix', type: 'customer.subscription.updated' }),
      }),
      expect: everyone(404),
    },
  ],
  'POST /api/users/plan-request': [
    {
      label: 'ask for Enterprise',
      request: () => ({
        method: 'POST',
        url: '/api/users/plan-request',
        payload: { planId: 'enterprise', note: 'For the team' },
      }),
      expect: signedIn(201),
      consumesActor: true,
    },
  ],
  'DELETE /api/users/plan-request': [
    {
      label: 'none open',
      request: () => ({ method: 'DELETE', url: '/api/users/plan-request' }),
      expect: signedIn(404),
      consumesActor: true,
    },
  ],
  'POST /api/auth/logout': [
    {
      label: 'end session',
      request: () => ({ method: 'POST', url: '/api/auth/logout' }),
      expect: signedIn(204),
      consumesActor: true,
    },
  ],
  // Google sign-in is public; with no provider configured (as in tests) it is 503 for everyone.
  'GET /api/auth/google/start': [
    {
      label: 'not configured',
      request: () => ({ method: 'GET', url: '/api/auth/google/start?redirect=/library' }),
      expect: everyone(503),
    },
  ],
  'GET /api/auth/google/callback': [
    {
      label: 'not configured',
      request: () => ({ method: 'GET', url: '/api/auth/google/callback?code=x&state=y' }),
      expect: everyone(503),
    },
  ],
  'POST /api/auth/google': [
    {
      label: 'not configured',
      request: () => ({ method: 'POST', url: '/api/auth/google', payload: { token: 'id-token' } }),
      expect: everyone(503),
    },
  ],
};
