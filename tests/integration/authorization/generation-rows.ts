/**
 * Matrix rows of the playground: anyone may list the models and run a
 * prompt (members on their plan's quota, visitors on their address's daily
 * allowance); a disabled account's token counts as no credential there.
 * A stored prompt runs by id only for those who may see it, and one of its
 * versions only for those who may read that version.
 * The matrix app points every provider at the fake provider server.
 */
import { everyone, type MatrixRows, ownerOrAdmin, trpcQuery } from './matrix-types.ts';

export const GENERATION_ROWS: MatrixRows = {
  'playground.models': [
    {
      label: 'the model list',
      request: () => trpcQuery('playground.models'),
      expect: everyone(200),
    },
  ],
  'playground.allowance': [
    {
      label: 'generations left',
      request: () => trpcQuery('playground.allowance'),
      expect: everyone(200),
    },
  ],
  'GET /api/models': [
    {
      label: 'the model list',
      request: () => ({ method: 'GET', url: '/api/models' }),
      expect: everyone(200),
    },
  ],
  'POST /api/prompts/generate': [
    {
      label: 'run a prompt on ChatGPT',
      request: () => ({
        method: 'POST',
        url: '/api/prompts/generate',
        payload: {
          prompt: 'Write a haiku about {topic}',
          variables: { topic: 'tea' },
          model: 'ChatGPT',
        },
      }),
      expect: everyone(200),
    },
    {
      label: 'run an approved prompt by id',
      request: (f) => ({
        method: 'POST',
        url: '/api/prompts/generate',
        payload: { promptId: f.approvedId, model: 'ChatGPT' },
      }),
      expect: everyone(200),
    },
    {
      label: 'run a pending prompt by id',
      request: (f) => ({
        method: 'POST',
        url: '/api/prompts/generate',
        payload: { promptId: f.pendingId, model: 'ChatGPT' },
      }),
      expect: ownerOrAdmin(200),
    },
    {
      label: "run an approved prompt's live version by number",
      request: (f) => ({
        method: 'POST',
        url: '/api/prompts/generate',
        payload: { promptId: f.versionedId, version: 1, model: 'ChatGPT' },
      }),
      expect: everyone(200),
    },
    {
      label: "run an approved prompt's pending version",
      request: (f) => ({
        method: 'POST',
        url: '/api/prompts/generate',
        payload: { promptId: f.versionedId, version: 2, model: 'ChatGPT' },
      }),
      expect: ownerOrAdmin(200),
    },
  ],
};
