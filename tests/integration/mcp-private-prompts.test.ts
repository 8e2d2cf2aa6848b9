/**
 * A private prompt (issue 29, decision 049) through the MCP server: to a
 * stranger, with a key of every scope or none, it is not listed, not
 * searched and not found by any tool, exactly like an unknown id; its
 * owner's key sees it. Nothing reaches a model provider.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeAiProviders, startFakeAiProviders } from '../helpers/fake-ai/fake-ai-server.ts';
import { type MadeKey, makeApiKey } from '../helpers/api-keys.ts';
import { callMcpTool, connectMcp } from '../helpers/mcp-client.ts';
import { insertPrompt } from '../helpers/prompt-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTestUser } from '../helpers/test-users.ts';

const TITLE = 'Grandmother Secret Recipe';

let providers: FakeAiProviders;
let testApp: TestApp;
let privateId: string;
let ownerKey: MadeKey;
let strangerKey: MadeKey;

beforeAll(async () => {
  providers = await startFakeAiProviders();
  testApp = await createTestApp({ seed: false, listen: true, env: providers.env });
  const { db } = testApp.database;
  const owner = await createTestUser(db, { plan: 'pro' });
  const stranger = await createTestUser(db, { plan: 'pro' });
  privateId = await insertPrompt(db, { title: TITLE, status: 'private', createdById: owner.id });
  await insertPrompt(db, { title: 'Public Soup Recipe', status: 'approved' });
  const scopes = ['read', 'write', 'generate'] as const;
  ownerKey = await makeApiKey(testApp.app, owner, { scopes: [...scopes] });
  strangerKey = await makeApiKey(testApp.app, stranger, { scopes: [...scopes] });
});

afterAll(async () => {
  await testApp.close();
  await providers.close();
});

describe('a private prompt over MCP', () => {
  it('is neither listed nor searched for anonymous callers or a stranger’s key', async () => {
    for (const token of [undefined, strangerKey.key]) {
      const client = await connectMcp(testApp.baseUrl, token);
      const { prompts } = await client.listPrompts();
      expect(prompts.map((prompt) => prompt.name).join(' ')).not.toContain(privateId);
      const found = await callMcpTool(client, 'search_prompts', { search: 'recipe' });
      expect(found.ok, found.text).toBe(true);
      const ids = (found.data.prompts as { id: string }[]).map((prompt) => prompt.id);
      expect(ids).toHaveLength(1);
      expect(ids).not.toContain(privateId);
      await client.close();
    }
  });

  it('is not found by a stranger’s key on any tool, nor as an MCP prompt', async () => {
    const client = await connectMcp(testApp.baseUrl, strangerKey.key);
    for (const [tool, args] of [
      ['get_prompt', { id: privateId }],
      ['like_prompt', { id: privateId }],
      ['save_prompt', { id: privateId }],
      ['run_prompt', { promptId: privateId }],
    ] as const) {
      const answer = await callMcpTool(client, tool, args);
      expect(answer, tool).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    }
    await expect(
      client.getPrompt({ name: `grandmother-secret-recipe-${privateId}` }),
    ).rejects.toThrow();
    expect(providers.requests).toEqual([]);
    await client.close();
  });

  it('is seen by its owner’s key', async () => {
    const client = await connectMcp(testApp.baseUrl, ownerKey.key);
    const got = await callMcpTool(client, 'get_prompt', { id: privateId });
    expect(got.data.prompt).toMatchObject({ _id: privateId, title: TITLE });
    await client.close();
  });
});
