/**
 * Matrix rows of the MCP server (decision 038): each tool, prompts/list
 * and prompts/get, sent as one JSON-RPC message to POST /mcp. The status
 * of a row is the HTTP status when the door refuses (a disabled account,
 * 403), else the status the tool's or request's error code stands for
 * (401 "needs a key", 404 not found), else 200.
 */
import type { Expected } from './matrix-types.ts';

export interface McpFixture {
  approvedId: string;
  /** A pending prompt owned by the "owner" actor. */
  pendingId: string;
  /** An approved prompt of the "owner" actor: version 1 live, version 2 pending. */
  versionedId: string;
}

export interface McpCheck {
  label: string;
  method: 'tools/call' | 'prompts/list' | 'prompts/get';
  params: (fixture: McpFixture) => Record<string, unknown>;
  expect: Expected;
}

/** Keys: "tool <name>" or the request's method. */
export type McpRows = Record<string, readonly McpCheck[]>;

const anyone: Expected = { anonymous: 200, user: 200, owner: 200, admin: 200, disabled: 403 };
const member: Expected = { anonymous: 401, user: 200, owner: 200, admin: 200, disabled: 403 };
const ownOrAdmin: Expected = { anonymous: 404, user: 404, owner: 200, admin: 200, disabled: 403 };
const memberOwnOrAdmin: Expected = { ...ownOrAdmin, anonymous: 401 };

function tool(name: string, args: (f: McpFixture) => Record<string, unknown>) {
  return (f: McpFixture) => ({ name, arguments: args(f) });
}

export const MCP_ROWS: McpRows = {
  'tool search_prompts': [
    {
      label: 'a search',
      method: 'tools/call',
      params: tool('search_prompts', () => ({ search: 'matrix' })),
      expect: anyone,
    },
  ],
  'tool get_prompt': [
    {
      label: 'approved prompt',
      method: 'tools/call',
      params: tool('get_prompt', (f) => ({ id: f.approvedId })),
      expect: anyone,
    },
    {
      label: "owner's pending prompt",
      method: 'tools/call',
      params: tool('get_prompt', (f) => ({ id: f.pendingId })),
      expect: ownOrAdmin,
    },
  ],
  'tool my_prompts': [
    {
      label: 'own lists',
      method: 'tools/call',
      params: tool('my_prompts', () => ({})),
      expect: member,
    },
  ],
  'tool like_prompt': [
    {
      label: 'approved prompt',
      method: 'tools/call',
      params: tool('like_prompt', (f) => ({ id: f.approvedId })),
      expect: member,
    },
    {
      label: "owner's pending prompt",
      method: 'tools/call',
      params: tool('like_prompt', (f) => ({ id: f.pendingId })),
      expect: memberOwnOrAdmin,
    },
  ],
  'tool save_prompt': [
    {
      label: 'approved prompt',
      method: 'tools/call',
      params: tool('save_prompt', (f) => ({ id: f.approvedId })),
      expect: member,
    },
    {
      label: "owner's pending prompt",
      method: 'tools/call',
      params: tool('save_prompt', (f) => ({ id: f.pendingId })),
      expect: memberOwnOrAdmin,
    },
  ],
  'tool run_prompt': [
    {
      label: 'approved prompt',
      method: 'tools/call',
      params: tool('run_prompt', (f) => ({ promptId: f.approvedId })),
      expect: member,
    },
    {
      label: "owner's pending prompt",
      method: 'tools/call',
      params: tool('run_prompt', (f) => ({ promptId: f.pendingId })),
      expect: memberOwnOrAdmin,
    },
    {
      label: "approved prompt's live version by number",
      method: 'tools/call',
      params: tool('run_prompt', (f) => ({ promptId: f.versionedId, version: 1 })),
      expect: member,
    },
    {
      label: "owner's pending version of an approved prompt",
      method: 'tools/call',
      params: tool('run_prompt', (f) => ({ promptId: f.versionedId, version: 2 })),
      expect: memberOwnOrAdmin,
    },
  ],
  'prompts/list': [
    { label: 'first page', method: 'prompts/list', params: () => ({}), expect: anyone },
  ],
  'prompts/get': [
    {
      label: 'approved prompt',
      method: 'prompts/get',
      params: (f) => ({ name: `matrix-${f.approvedId}` }),
      expect: anyone,
    },
    {
      label: "owner's pending prompt",
      method: 'prompts/get',
      params: (f) => ({ name: `matrix-${f.pendingId}` }),
      expect: ownOrAdmin,
    },
  ],
};
