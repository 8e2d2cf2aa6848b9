/** Matrix rows of a member's prompts: submit, edit, like, save. */
import {
  type Expected,
  type MatrixRequest,
  type MatrixRows,
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

  'POST /api/prompts': [
    {
      label: 'submit',
      request: () => json('POST', '/api/prompts', submission),
      expect: signedIn(201),
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
};
