/** Matrix rows of the library and the platform routes (health, OpenAPI). */
import {
  everyone,
  type MatrixRows,
  ownerOrAdmin,
  trpcMutation,
  trpcQuery,
} from './matrix-types.ts';

export const LIBRARY_ROWS: MatrixRows = {
  'library.list': [
    { label: 'browse', request: () => trpcQuery('library.list', {}), expect: everyone(200) },
  ],
  'library.trending': [
    {
      label: 'top 6',
      request: () => trpcQuery('library.trending', { limit: 6 }),
      expect: everyone(200),
    },
  ],
  'library.byId': [
    {
      label: 'approved prompt',
      request: (f) => trpcQuery('library.byId', { id: f.approvedId }),
      expect: everyone(200),
    },
    {
      label: "owner's pending prompt",
      request: (f) => trpcQuery('library.byId', { id: f.pendingId }),
      expect: ownerOrAdmin(200),
    },
  ],
  'library.recordUsage': [
    {
      label: 'approved prompt',
      request: (f) => trpcMutation('library.recordUsage', { id: f.approvedId }),
      expect: everyone(200),
    },
    {
      // Only public prompts can be used, whoever asks.
      label: "owner's pending prompt",
      request: (f) => trpcMutation('library.recordUsage', { id: f.pendingId }),
      expect: everyone(404),
    },
  ],

  'GET /api/prompts': [
    {
      label: 'browse',
      request: () => ({ method: 'GET', url: '/api/prompts' }),
      expect: everyone(200),
    },
  ],
  'GET /api/prompts/trending': [
    {
      label: 'top 6',
      request: () => ({ method: 'GET', url: '/api/prompts/trending' }),
      expect: everyone(200),
    },
  ],
  'GET /api/prompts/:id': [
    {
      label: 'approved prompt',
      request: (f) => ({ method: 'GET', url: `/api/prompts/${f.approvedId}` }),
      expect: everyone(200),
    },
    {
      label: "owner's pending prompt",
      request: (f) => ({ method: 'GET', url: `/api/prompts/${f.pendingId}` }),
      expect: ownerOrAdmin(200),
    },
  ],
  'PUT /api/prompts/:id/usage': [
    {
      label: 'approved prompt',
      request: (f) => ({ method: 'PUT', url: `/api/prompts/${f.approvedId}/usage` }),
      expect: everyone(200),
    },
    {
      label: "owner's pending prompt",
      request: (f) => ({ method: 'PUT', url: `/api/prompts/${f.pendingId}/usage` }),
      expect: everyone(404),
    },
  ],

  'GET /api/healthz': [
    {
      label: 'alive',
      request: () => ({ method: 'GET', url: '/api/healthz' }),
      expect: everyone(200),
    },
  ],
  'GET /api/readyz': [
    {
      label: 'ready',
      request: () => ({ method: 'GET', url: '/api/readyz' }),
      expect: everyone(200),
    },
  ],
  'GET /api/openapi.json': [
    {
      label: 'document',
      request: () => ({ method: 'GET', url: '/api/openapi.json' }),
      expect: everyone(200),
    },
  ],
};
