/**
 * Matrix rows of prompt import and export (decision 055): members export
 * their own prompts and collections they may see and import into their
 * private prompts; the library's export and import are admins' only.
 */
import {
  type Expected,
  type MatrixFixture,
  type MatrixRows,
  multipartFile,
  signedIn,
} from './matrix-types.ts';

function adminOnly(status: number): Expected {
  return { anonymous: 401, user: 403, owner: 403, admin: status, disabled: 403 };
}

const FILE = Buffer.from(
  JSON.stringify({
    format: 'prompt-hub/prompts',
    version: 1,
    prompts: [
      {
        title: 'Matrix Imported Prompt',
        description: 'Tidy up {notes} into three bullet points',
        categories: ['Productivity'],
        model: 'ChatGPT',
      },
    ],
  }),
);

/** The same prompt with a title too long: refused whole, so no actor's state matters. */
const BAD_FILE = Buffer.from(
  FILE.toString('utf8').replace('Matrix Imported Prompt', 'x'.repeat(201)),
);

const upload = (url: string, bytes = FILE) => ({
  method: 'POST' as const,
  url,
  ...multipartFile('file', 'prompts.json', 'application/json', bytes),
});

async function privateCollection(f: MatrixFixture): Promise<string> {
  return f.newOwnerCollection('private');
}

export const PROMPT_EXCHANGE_ROWS: MatrixRows = {
  'GET /api/users/me/prompts/export': [
    {
      label: "the caller's own prompts",
      request: () => ({ method: 'GET', url: '/api/users/me/prompts/export?format=csv' }),
      expect: signedIn(200),
    },
    {
      label: "the owner's private collection",
      request: async (f) => ({
        method: 'GET',
        url: `/api/users/me/prompts/export?collection=${await privateCollection(f)}`,
      }),
      expect: { anonymous: 401, user: 404, owner: 200, admin: 200, disabled: 403 },
    },
    {
      label: "a selection holding the owner's pending prompt",
      request: (f) => ({
        method: 'GET',
        url: `/api/users/me/prompts/export?format=csv&ids=${f.approvedId},${f.pendingId}`,
      }),
      expect: { anonymous: 401, user: 404, owner: 200, admin: 200, disabled: 403 },
    },
  ],
  'POST /api/users/me/prompts/import': [
    {
      label: 'the preview',
      request: () => upload('/api/users/me/prompts/import?dryRun=true'),
      expect: signedIn(200),
    },
    {
      // The import that writes is tested in prompt-import-export.test.ts; here a
      // refused file shows each actor gets past the door to the file's checks
      // (the owner's room for private prompts depends on other rows).
      label: 'a file with a bad row',
      request: () => upload('/api/users/me/prompts/import', BAD_FILE),
      expect: signedIn(400),
    },
  ],
  'GET /api/admin/prompts/export': [
    {
      label: 'the pending prompts',
      request: () => ({ method: 'GET', url: '/api/admin/prompts/export?status=pending' }),
      expect: adminOnly(200),
    },
  ],
  'POST /api/admin/prompts/import': [
    {
      label: 'the preview',
      request: () => upload('/api/admin/prompts/import?as=approved&dryRun=true'),
      expect: adminOnly(200),
    },
    {
      label: 'into the review queue',
      request: () => upload('/api/admin/prompts/import?as=pending'),
      expect: adminOnly(201),
    },
  ],
};
