/**
 * The authorization matrix of the MCP server (decision 038), in the form
 * of authorization-matrix.test.ts: every tool and prompt request, called
 * by each of the five actors with their session token as a bearer, and the
 * status each must get. A tool without a row fails the test.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpStatusOf, type AppErrorCode } from '../../src/server/errors.ts';
import { type FakeAiProviders, startFakeAiProviders } from '../helpers/fake-ai/fake-ai-server.ts';
import { insertPrompt, insertVersions } from '../helpers/prompt-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createTestUser, type TestUser } from '../helpers/test-users.ts';
import { ACTORS, type ActorName } from './authorization/matrix-types.ts';
import { MCP_ROWS, type McpCheck, type McpFixture } from './authorization/mcp-rows.ts';

let providers: FakeAiProviders;
let base: TestApp;
let app: FastifyInstance;
const actors = new Map<ActorName, TestUser | null>();
let fixture: McpFixture;

interface RpcAnswer {
  result?: {
    isError?: boolean;
    _meta?: Record<string, { status?: number }>;
    tools?: { name: string }[];
  };
  error?: { code: number; data?: { code?: AppErrorCode } };
}

beforeAll(async () => {
  providers = await startFakeAiProviders();
  base = await createTestApp({ seed: false, env: providers.env });
  app = base.app;
  const { db } = base.database;
  actors.set('anonymous', null);
  actors.set('user', await createTestUser(db, { name: 'Matrix User', plan: 'pro' }));
  const owner = await createTestUser(db, { name: 'Matrix Owner', plan: 'pro' });
  actors.set('owner', owner);
  actors.set('admin', await createTestUser(db, { role: 'admin', plan: 'pro' }));
  actors.set('disabled', await createTestUser(db, { status: 'disabled' }));
  fixture = {
    approvedId: await insertPrompt(db, { title: 'Matrix Approved', status: 'approved' }),
    pendingId: await insertPrompt(db, {
      title: 'Matrix Pending',
      status: 'pending',
      createdById: owner.id,
    }),
    versionedId: await insertPrompt(db, {
      title: 'Matrix Versions',
      status: 'approved',
      createdById: owner.id,
    }),
  };
  await insertVersions(db, fixture.versionedId, ['live', 'pending']);
});

afterAll(async () => {
  await base.close();
  await providers.close();
});

/** The one JSON-RPC answer of a POST, whether sent as JSON or as an event stream. */
function answerOf(contentType: string, body: string): RpcAnswer {
  if (!contentType.includes('text/event-stream')) return JSON.parse(body) as RpcAnswer;
  const messages = body
    .split('\n')
    .filter((line) => line.startsWith('data: '))
    .map((line) => JSON.parse(line.slice(6)) as RpcAnswer & { id?: unknown });
  const answer = messages.find((message) => message.id === 1);
  if (!answer) throw new Error(`no answer in ${body.slice(0, 300)}`);
  return answer;
}

async function rpc(method: string, params: Record<string, unknown>, actor: TestUser | null) {
  const response = await app.inject({
    method: 'POST',
    url: '/mcp',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      ...bearer(actor),
    },
    payload: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return response;
}

async function statusOf(check: McpCheck, actor: TestUser | null): Promise<number> {
  const response = await rpc(check.method, check.params(fixture), actor);
  if (response.statusCode !== 200) return response.statusCode;
  const answer = answerOf(String(response.headers['content-type']), response.body);
  if (answer.error) return answer.error.data?.code ? httpStatusOf(answer.error.data.code) : 400;
  if (answer.result?.isError) return answer.result._meta?.['prompthub/error']?.status ?? 500;
  return 200;
}

describe('the MCP matrix covers everything', () => {
  it('has a row for every tool', async () => {
    const response = await rpc('tools/list', {}, null);
    const tools = answerOf(String(response.headers['content-type']), response.body).result?.tools;
    const names = (tools ?? []).map((tool) => `tool ${tool.name}`);
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => !(name in MCP_ROWS))).toEqual([]);
    const requests = ['prompts/list', 'prompts/get'];
    expect(Object.keys(MCP_ROWS).filter((key) => ![...names, ...requests].includes(key))).toEqual(
      [],
    );
  });
});

const cases = Object.entries(MCP_ROWS).flatMap(([key, checks]) =>
  checks.flatMap((check) =>
    ACTORS.map((actor) => ({ key, check, actor, status: check.expect[actor] })),
  ),
);

describe.each(Object.keys(MCP_ROWS))('%s', (key) => {
  it.each(cases.filter((row) => row.key === key))(
    '$check.label as $actor -> $status',
    async ({ check, actor, status }) => {
      expect(await statusOf(check, actors.get(actor) ?? null)).toBe(status);
    },
  );
});
