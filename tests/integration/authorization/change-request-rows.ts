/** Matrix rows of change requests (decision 050): propose, list, accept, decline, withdraw. */
import {
  type Expected,
  type MatrixRows,
  signedIn,
  trpcMutation,
  trpcQuery,
} from './matrix-types.ts';

const proposal = {
  changes: {
    title: 'Matrix Proposal',
    description: 'Write about {topic}, clearly.',
    categories: ['Writing'],
    model: 'ChatGPT',
  },
  reason: 'A clearer opening line.',
};

/** Someone else's approved prompt: its owner may not propose to it (they edit it). */
const notTheOwner = (status: number): Expected => ({
  anonymous: 401,
  user: status,
  owner: 403,
  admin: status,
  disabled: 403,
});

/** The prompt's owner or an admin answers; anyone else hears "not found". */
const ownerOrAdminAnswers = (status: number): Expected => ({
  anonymous: 401,
  user: 404,
  owner: status,
  admin: status,
  disabled: 403,
});

/** Only the proposer (here the "user" actor) withdraws. */
const proposerOnly = (status: number): Expected => ({
  anonymous: 401,
  user: status,
  owner: 404,
  admin: 404,
  disabled: 403,
});

export const CHANGE_REQUEST_ROWS: MatrixRows = {
  'changeRequests.propose': [
    {
      label: "the owner's approved prompt",
      request: async (f) =>
        trpcMutation('changeRequests.propose', { ...proposal, id: await f.newPendingVersion() }),
      expect: notTheOwner(200),
    },
  ],
  'changeRequests.forPrompt': [
    {
      label: "the owner's approved prompt",
      request: (f) => trpcQuery('changeRequests.forPrompt', { id: f.versionedId }),
      expect: signedIn(200),
    },
  ],
  'changeRequests.mine': [
    {
      label: 'incoming',
      request: () => trpcQuery('changeRequests.mine', { box: 'incoming' }),
      expect: signedIn(200),
    },
  ],
  'changeRequests.accept': [
    {
      label: "another member's open request",
      request: async (f) => {
        const { promptId, id } = await f.newChangeRequest('member');
        return trpcMutation('changeRequests.accept', { id: promptId, changeRequestId: id });
      },
      expect: ownerOrAdminAnswers(200),
    },
  ],
  'changeRequests.decline': [
    {
      label: "another member's open request",
      request: async (f) => {
        const { promptId, id } = await f.newChangeRequest('member');
        return trpcMutation('changeRequests.decline', {
          id: promptId,
          changeRequestId: id,
          note: 'Not now.',
        });
      },
      expect: ownerOrAdminAnswers(200),
    },
  ],
  'changeRequests.withdraw': [
    {
      label: "the user's own open request",
      request: async (f) => {
        const { promptId, id } = await f.newChangeRequest('user');
        return trpcMutation('changeRequests.withdraw', { id: promptId, changeRequestId: id });
      },
      expect: proposerOnly(200),
    },
  ],
  'POST /api/prompts/:id/changes': [
    {
      label: "the owner's approved prompt",
      request: async (f) => ({
        method: 'POST',
        url: `/api/prompts/${await f.newPendingVersion()}/changes`,
        payload: proposal,
      }),
      expect: notTheOwner(201),
    },
  ],
  'GET /api/prompts/:id/changes': [
    {
      label: "the owner's approved prompt",
      request: (f) => ({ method: 'GET', url: `/api/prompts/${f.versionedId}/changes` }),
      expect: signedIn(200),
    },
  ],
  'POST /api/prompts/:id/changes/:cid/accept': [
    {
      label: "another member's open request",
      request: async (f) => {
        const { promptId, id } = await f.newChangeRequest('member');
        return {
          method: 'POST',
          url: `/api/prompts/${promptId}/changes/${id}/accept`,
          payload: {},
        };
      },
      expect: ownerOrAdminAnswers(200),
    },
  ],
  'POST /api/prompts/:id/changes/:cid/decline': [
    {
      label: "another member's open request",
      request: async (f) => {
        const { promptId, id } = await f.newChangeRequest('member');
        return {
          method: 'POST',
          url: `/api/prompts/${promptId}/changes/${id}/decline`,
          payload: { note: 'Not now.' },
        };
      },
      expect: ownerOrAdminAnswers(200),
    },
  ],
  'POST /api/prompts/:id/changes/:cid/withdraw': [
    {
      label: "the user's own open request",
      request: async (f) => {
        const { promptId, id } = await f.newChangeRequest('user');
        return { method: 'POST', url: `/api/prompts/${promptId}/changes/${id}/withdraw` };
      },
      expect: proposerOnly(200),
    },
  ],
  'GET /api/users/me/change-requests': [
    {
      label: 'outgoing',
      request: () => ({ method: 'GET', url: '/api/users/me/change-requests?box=outgoing' }),
      expect: signedIn(200),
    },
  ],
};
