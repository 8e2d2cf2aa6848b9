/** Matrix rows of a member's prompts: submit, edit, versions, like, save, a save's seen version. */
import {
  everyone,
  type Expected,
  type MatrixRequest,
  type MatrixRows,
  ownerOrAdmin,
  signedIn,
  trpcMutation,
  trpcQuery,
} from './matrix-types.ts';

const submission = {
  title: 'Matrix Submission',
  description: 'Summarise {topic} in three bullet points.',
  categories: ['Writing'],
  model: 'ChatGPT',
};

/** Signed in, and the prompt is the caller's own (or they are an admin). */
const ownPromptOnly = (status: number): Expected => ({
  anonymous: 401,
  user: 404,
  owner: status,
  admin: status,
  disabled: 403,
});

function json(method: 'POST' | 'PUT', url: string, payload?: object): MatrixRequest {
  return payload ? { method, url, payload: { ...payload } } : { method, url };
}

/** The owner alone: an admin may see the prompt, so hears 403; anyone else 404. */
const ownerAlone = (status: number): Expected => ({
  anonymous: 401,
  user: 404,
  owner: status,
  admin: 403,
  disabled: 403,
});

export const PROMPT_ROWS: MatrixRows = {
  'prompts.submissionQuota': [
    {
      label: "the caller's own",
      request: () => trpcQuery('prompts.submissionQuota'),
      expect: signedIn(200),
    },
  ],
  'prompts.create': [
    {
      label: 'submit',
      request: () => trpcMutation('prompts.create', submission),
      expect: signedIn(200),
    },
  ],
  'prompts.update': [
    {
      label: "owner's pending prompt",
      request: (f) => trpcMutation('prompts.update', { ...submission, id: f.pendingId }),
      expect: ownPromptOnly(200),
    },
  ],
  'prompts.fork': [
    {
      label: 'an approved prompt',
      request: (f) => trpcMutation('prompts.fork', { id: f.approvedId }),
      expect: signedIn(200),
    },
    {
      label: "the owner's pending prompt",
      request: (f) => trpcMutation('prompts.fork', { id: f.pendingId }),
      expect: { anonymous: 401, user: 404, owner: 409, admin: 409, disabled: 403 },
    },
  ],
  'prompts.submitForReview': [
    {
      label: "the owner's private prompt",
      request: async (f) =>
        trpcMutation('prompts.submitForReview', { id: await f.newOwnerPrivatePrompt() }),
      expect: ownerAlone(200),
    },
  ],
  'prompts.makePrivate': [
    {
      label: "the owner's private prompt",
      request: async (f) =>
        trpcMutation('prompts.makePrivate', { promptIds: [await f.newOwnerPrivatePrompt()] }),
      expect: ownerAlone(200),
    },
    {
      label: "someone else's approved prompt",
      request: (f) => trpcMutation('prompts.makePrivate', { promptIds: [f.approvedId] }),
      expect: { anonymous: 401, user: 403, owner: 403, admin: 403, disabled: 403 },
    },
  ],
  'prompts.versions': [
    {
      label: "the owner's private prompt",
      request: async (f) => trpcQuery('prompts.versions', { id: await f.newOwnerPrivatePrompt() }),
      expect: ownerOrAdmin(200),
    },
    {
      label: 'approved prompt with a pending version',
      request: (f) => trpcQuery('prompts.versions', { id: f.versionedId }),
      expect: everyone(200),
    },
    {
      label: "owner's pending prompt",
      request: (f) => trpcQuery('prompts.versions', { id: f.pendingId }),
      expect: ownerOrAdmin(200),
    },
  ],
  'prompts.version': [
    {
      label: 'the live version',
      request: (f) => trpcQuery('prompts.version', { id: f.versionedId, number: 1 }),
      expect: everyone(200),
    },
    {
      label: 'the pending version',
      request: (f) => trpcQuery('prompts.version', { id: f.versionedId, number: 2 }),
      expect: ownerOrAdmin(200),
    },
  ],
  'prompts.diff': [
    {
      label: 'live to pending',
      request: (f) => trpcQuery('prompts.diff', { id: f.versionedId, from: 1, to: 2 }),
      expect: ownerOrAdmin(200),
    },
  ],
  'prompts.restoreVersion': [
    {
      label: "an earlier version of the owner's prompt",
      request: async (f) =>
        trpcMutation('prompts.restoreVersion', { id: await f.newEditedPrompt(), number: 1 }),
      expect: ownPromptOnly(200),
    },
  ],
  'prompts.withdrawVersion': [
    {
      label: "the pending version of the owner's approved prompt",
      request: async (f) =>
        trpcMutation('prompts.withdrawVersion', { id: await f.newPendingVersion(), number: 2 }),
      expect: ownPromptOnly(200),
    },
  ],
  'prompts.like': [
    {
      label: 'approved prompt',
      request: (f) => trpcMutation('prompts.like', { id: f.approvedId, liked: true }),
      expect: signedIn(200),
    },
    {
      label: "owner's pending prompt",
      request: (f) => trpcMutation('prompts.like', { id: f.pendingId, liked: true }),
      expect: ownPromptOnly(200),
    },
  ],
  'prompts.save': [
    {
      label: 'approved prompt',
      request: (f) => trpcMutation('prompts.save', { id: f.approvedId, saved: true }),
      expect: signedIn(200),
    },
  ],
  'prompts.markSeen': [
    {
      label: 'approved prompt',
      request: (f) => trpcMutation('prompts.markSeen', { id: f.approvedId }),
      expect: signedIn(200),
    },
    {
      label: "the owner's pending prompt",
      request: (f) => trpcMutation('prompts.markSeen', { id: f.pendingId }),
      expect: { anonymous: 401, user: 404, owner: 200, admin: 200, disabled: 403 },
    },
  ],

  'POST /api/prompts': [
    {
      label: 'submit',
      request: () => json('POST', '/api/prompts', submission),
      expect: signedIn(201),
    },
  ],
  'POST /api/prompts/:id/fork': [
    {
      label: 'an approved prompt',
      request: (f) => json('POST', `/api/prompts/${f.approvedId}/fork`),
      expect: signedIn(201),
    },
    {
      label: "the owner's private prompt",
      request: async (f) => json('POST', `/api/prompts/${await f.newOwnerPrivatePrompt()}/fork`),
      expect: { anonymous: 401, user: 404, owner: 409, admin: 409, disabled: 403 },
    },
  ],
  'PUT /api/prompts/:id': [
    {
      label: "owner's pending prompt",
      request: (f) => json('PUT', `/api/prompts/${f.pendingId}`, submission),
      expect: ownPromptOnly(200),
    },
    {
      label: 'approved prompt of someone else',
      request: (f) => json('PUT', `/api/prompts/${f.approvedId}`, submission),
      expect: { anonymous: 401, user: 404, owner: 404, admin: 200, disabled: 403 },
    },
    {
      label: "owner's private prompt, made public (sent to review)",
      request: async (f) =>
        json('PUT', `/api/prompts/${await f.newOwnerPrivatePrompt()}`, {
          ...submission,
          visibility: 'public',
        }),
      expect: ownerAlone(200),
    },
    {
      label: "owner's private prompt, edited",
      request: async (f) =>
        json('PUT', `/api/prompts/${await f.newOwnerPrivatePrompt()}`, submission),
      expect: ownPromptOnly(200),
    },
  ],
  'GET /api/prompts/:id/versions': [
    {
      label: 'approved prompt with a pending version',
      request: (f) => ({ method: 'GET', url: `/api/prompts/${f.versionedId}/versions` }),
      expect: everyone(200),
    },
    {
      label: "owner's pending prompt",
      request: (f) => ({ method: 'GET', url: `/api/prompts/${f.pendingId}/versions` }),
      expect: ownerOrAdmin(200),
    },
  ],
  'GET /api/prompts/:id/versions/:n': [
    {
      label: 'the live version',
      request: (f) => ({ method: 'GET', url: `/api/prompts/${f.versionedId}/versions/1` }),
      expect: everyone(200),
    },
    {
      label: 'the pending version',
      request: (f) => ({ method: 'GET', url: `/api/prompts/${f.versionedId}/versions/2` }),
      expect: ownerOrAdmin(200),
    },
  ],
  'GET /api/prompts/:id/versions/:a/diff/:b': [
    {
      label: 'live to pending',
      request: (f) => ({ method: 'GET', url: `/api/prompts/${f.versionedId}/versions/1/diff/2` }),
      expect: ownerOrAdmin(200),
    },
  ],
  'POST /api/prompts/:id/versions/:n/restore': [
    {
      label: "an earlier version of the owner's prompt",
      request: async (f) =>
        json('POST', `/api/prompts/${await f.newEditedPrompt()}/versions/1/restore`, {}),
      expect: ownPromptOnly(201),
    },
  ],
  'POST /api/users/me/prompts/private': [
    {
      label: "the owner's private prompt",
      request: async (f) =>
        json('POST', '/api/users/me/prompts/private', {
          promptIds: [await f.newOwnerPrivatePrompt()],
        }),
      expect: ownerAlone(200),
    },
    {
      label: "someone else's approved prompt",
      request: (f) => json('POST', '/api/users/me/prompts/private', { promptIds: [f.approvedId] }),
      expect: { anonymous: 401, user: 403, owner: 403, admin: 403, disabled: 403 },
    },
  ],
  'POST /api/prompts/:id/submit': [
    {
      label: "the owner's private prompt",
      request: async (f) => json('POST', `/api/prompts/${await f.newOwnerPrivatePrompt()}/submit`),
      expect: ownerAlone(201),
    },
  ],
  'POST /api/prompts/:id/versions/:n/withdraw': [
    {
      label: "the pending version of the owner's approved prompt",
      request: async (f) =>
        json('POST', `/api/prompts/${await f.newPendingVersion()}/versions/2/withdraw`),
      expect: ownPromptOnly(200),
    },
  ],
  'PUT /api/prompts/:id/upvote': [
    {
      label: 'approved prompt',
      request: (f) => json('PUT', `/api/prompts/${f.approvedId}/upvote`),
      expect: signedIn(200),
    },
  ],
  'PUT /api/prompts/:id/save': [
    {
      label: 'approved prompt',
      request: (f) => json('PUT', `/api/prompts/${f.approvedId}/save`),
      expect: signedIn(200),
    },
  ],
  'PUT /api/prompts/:id/seen': [
    {
      label: 'approved prompt',
      request: (f) => json('PUT', `/api/prompts/${f.approvedId}/seen`),
      expect: signedIn(200),
    },
    {
      label: "the owner's pending prompt",
      request: (f) => json('PUT', `/api/prompts/${f.pendingId}/seen`),
      expect: { anonymous: 401, user: 404, owner: 200, admin: 200, disabled: 403 },
    },
  ],
};
