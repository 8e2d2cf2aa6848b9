/**
 * The MCP server at /mcp (decision 038), driven by the SDK's own client
 * over real HTTP: prompts listed a page at a time and filled in, the
 * tools, what a key unlocks and counts, and bad input answered as MCP
 * errors rather than server errors.
 */
import { eq } from 'drizzle-orm';
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiCallCounts, prompts, users } from '../../src/server/db/schema.ts';
import { PLANS } from '../../src/shared/plans.ts';
import { callsThisMonth, thisMonth } from '../helpers/api-call-counts.ts';
import { type MadeKey, makeApiKey } from '../helpers/api-keys.ts';
import { type FakeAiProviders, startFakeAiProviders } from '../helpers/fake-ai/fake-ai-server.ts';
import { useGenerations } from '../helpers/generation.ts';
import { callMcpTool, connectMcp } from '../helpers/mcp-client.ts';
import { insertPrompt, insertTalkChain } from '../helpers/prompt-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTestUser, type TestUser } from '../helpers/test-users.ts';

const BULK = 230;

let providers: FakeAiProviders;
let testApp: TestApp;
let author: TestUser;
let authorKey: MadeKey;
let readKey: MadeKey;
let chainId: string;
let pendingId: string;

function callsOf(userId: string): Promise<number> {
  return callsThisMonth(testApp.database.db, userId);
}

beforeAll(async () => {
  providers = await startFakeAiProviders();
  testApp = await createTestApp({ seed: false, listen: true, env: providers.env });
  const { db } = testApp.database;
  author = await createTestUser(db, { plan: 'pro' });
  const start = Date.UTC(2026, 0, 1);
  await db.insert(prompts).values(
    Array.from({ length: BULK }, (_, index) => ({
      title: `Bulk Card ${index}`,
      description: `Bulk text ${index} about {topic}`,
      variables: [{ name: 'topic', defaultValue: 'owls' }],
      model: 'ChatGPT',
      category: 'Writing',
      categories: ['Writing'],
      status: 'approved' as const,
      // Some share a millisecond, so paging must order by id as well.
      createdAt: new Date(start + Math.floor(index / 3) * 1000),
    })),
  );
  chainId = await insertTalkChain(db, author.id, 'Talk Builder: Ölspur');
  pendingId = await insertPrompt(db, {
    title: 'Unreviewed Draft',
    status: 'pending',
    createdById: author.id,
  });
  authorKey = await makeApiKey(testApp.app, author, { scopes: ['read', 'write', 'generate'] });
  readKey = await makeApiKey(testApp.app, author, { scopes: ['read'] });
});

beforeEach(() => providers.reset());

afterAll(async () => {
  await testApp.close();
  await providers.close();
});

describe('prompts', () => {
  it('lists every public prompt, newest first, 100 a page behind a cursor', async () => {
    const client = await connectMcp(testApp.baseUrl);
    const names: string[] = [];
    const sizes: number[] = [];
    let cursor: string | undefined;
    do {
      const page = await client.listPrompts(cursor ? { cursor } : {});
      sizes.push(page.prompts.length);
      names.push(...page.prompts.map((prompt) => prompt.name));
      cursor = page.nextCursor;
    } while (cursor);
    expect(sizes).toEqual([100, 100, BULK + 1 - 200]);
    expect(new Set(names).size).toBe(BULK + 1);
    expect(names[0]).toBe(`talk-builder-olspur-${chainId}`);
    expect(names[1]).toMatch(/^bulk-card-22[789]-/);
    expect(names.at(-1)).toMatch(/^bulk-card-[012]-/);
    expect(names.some((name) => name.endsWith(pendingId))).toBe(false);
    await client.close();
  });

  it('describes arguments with their defaults, and a key adds its own pending prompts', async () => {
    const anonymous = await connectMcp(testApp.baseUrl);
    const { prompts: first } = await anonymous.listPrompts();
    expect(first[0]?.arguments).toEqual([
      { name: 'topic', description: 'Default: bees', required: false },
      { name: 'audience', description: 'Default: children', required: false },
      { name: 'tone', description: 'Default: warm', required: false },
    ]);
    const owner = await connectMcp(testApp.baseUrl, authorKey.key);
    const { prompts: mine } = await owner.listPrompts();
    expect(mine[0]?.name).toBe(`unreviewed-draft-${pendingId}`);
    await Promise.all([anonymous.close(), owner.close()]);
  });

  it('fills the variables in, defaults for the rest, one message per chain step', async () => {
    const client = await connectMcp(testApp.baseUrl);
    const got = await client.getPrompt({
      name: `talk-builder-olspur-${chainId}`,
      arguments: { audience: 'engineers' },
    });
    expect(got.messages).toEqual([
      {
        role: 'user',
        content: {
          type: 'text',
          text: 'Step 1 of 2: Talk Builder: Ölspur\n\nYou write talks.\n\nOutline a talk about bees for engineers',
        },
      },
      {
        role: 'user',
        content: {
          type: 'text',
          text: 'Step 2 of 2: Write it (builds on the answer to the previous step)\n\nBe brief.\n\nWrite the talk in a warm tone',
        },
      },
    ]);
    await client.close();
  });

  it('answers unknown prompts and bad arguments with MCP errors', async () => {
    const client = await connectMcp(testApp.baseUrl);
    const attempts = [
      () => client.getPrompt({ name: 'no-such-prompt' }),
      () => client.getPrompt({ name: `unreviewed-draft-${pendingId}` }),
      () => client.getPrompt({ name: `x-${chainId}`, arguments: { colour: 'red' } }),
      () => client.getPrompt({ name: `x-${chainId}`, arguments: { topic: 'a\u0000b' } }),
      () => client.getPrompt({ name: `x-${chainId}`, arguments: { topic: 'x'.repeat(5000) } }),
      () => client.listPrompts({ cursor: 'not-a-cursor' }),
    ];
    for (const attempt of attempts) {
      const error = await attempt().then(
        () => null,
        (failure: unknown) => failure,
      );
      expect(error).toBeInstanceOf(McpError);
      expect((error as McpError).code).toBe(-32602);
    }
    await client.close();
  });
});

describe('tools', () => {
  it('searches the library as the site does, filters optional', async () => {
    const client = await connectMcp(testApp.baseUrl);
    const found = await callMcpTool(client, 'search_prompts', { search: 'talk builder' });
    expect(found.ok, found.text).toBe(true);
    const list = found.data.prompts as { id: string; mcpPrompt: string }[];
    expect(list[0]).toMatchObject({ id: chainId, mcpPrompt: `talk-builder-olspur-${chainId}` });
    const all = await callMcpTool(client, 'search_prompts', {});
    expect((all.data.pagination as { totalPrompts: number }).totalPrompts).toBe(BULK + 1);
    for (const input of [{ limit: 5000 }, { search: 'a\u0007b' }, { model: 'Nope' }]) {
      const bad = await callMcpTool(client, 'search_prompts', input);
      expect(bad.ok, JSON.stringify(input)).toBe(false);
    }
    const unknownTool = await callMcpTool(client, 'delete_everything');
    expect(unknownTool.ok).toBe(false);
    await client.close();
  });

  it('gets a prompt; a hidden or unknown one is not found', async () => {
    const client = await connectMcp(testApp.baseUrl);
    const got = await callMcpTool(client, 'get_prompt', { id: chainId });
    expect(got.data.prompt).toMatchObject({ _id: chainId, title: 'Talk Builder: Ölspur' });
    for (const id of [pendingId, 'nope', '00000000-0000-4000-8000-000000000000']) {
      const missing = await callMcpTool(client, 'get_prompt', { id });
      expect(missing).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    }
    const owner = await connectMcp(testApp.baseUrl, authorKey.key);
    expect((await callMcpTool(owner, 'get_prompt', { id: pendingId })).ok).toBe(true);
    await Promise.all([client.close(), owner.close()]);
  });

  it('likes and saves with a write key (toggles), refused anonymously and to a read key', async () => {
    const anonymous = await connectMcp(testApp.baseUrl);
    expect(await callMcpTool(anonymous, 'like_prompt', { id: chainId })).toMatchObject({
      ok: false,
      code: 'UNAUTHORIZED',
    });
    const reader = await connectMcp(testApp.baseUrl, readKey.key);
    expect(await callMcpTool(reader, 'save_prompt', { id: chainId })).toMatchObject({
      ok: false,
      code: 'FORBIDDEN',
    });
    const writer = await connectMcp(testApp.baseUrl, authorKey.key);
    const liked = await callMcpTool(writer, 'like_prompt', { id: chainId });
    expect(liked.data).toEqual({ liked: true, upvotes: 1 });
    const unliked = await callMcpTool(writer, 'like_prompt', { id: chainId });
    expect(unliked.data).toEqual({ liked: false, upvotes: 0 });
    const saved = await callMcpTool(writer, 'save_prompt', { id: chainId });
    expect(saved.data).toEqual({ saved: true, saves: 1 });
    const mine = await callMcpTool(writer, 'my_prompts');
    expect((mine.data.savedPrompts as { id: string }[]).map((p) => p.id)).toEqual([chainId]);
    await Promise.all([anonymous.close(), reader.close(), writer.close()]);
  });

  it('runs a stored prompt on the fake providers, with progress notifications', async () => {
    const client = await connectMcp(testApp.baseUrl, authorKey.key);
    const progress: string[] = [];
    const result = await client.callTool(
      { name: 'run_prompt', arguments: { promptId: chainId, variables: { tone: 'dry' } } },
      undefined,
      { onprogress: (note) => progress.push(note.message ?? '') },
    );
    expect(result.isError).toBeFalsy();
    expect(providers.requests.map((request) => request.userText)).toEqual([
      'Outline a talk about bees for children',
      'Write the talk in a dry tone',
    ]);
    expect(progress).toContain('Step 1 of 2 started');
    expect(progress).toContain('Step 2 of 2 finished');
    const steps = (result.structuredContent as { steps: { title: string; text: string }[] }).steps;
    expect(steps[1]?.text).toContain('Write the talk in a dry tone');
    await client.close();
  });

  it('refuses runs anonymously and past the plan’s generations', async () => {
    const anonymous = await connectMcp(testApp.baseUrl);
    const refused = await callMcpTool(anonymous, 'run_prompt', { promptId: chainId });
    expect(refused).toMatchObject({ ok: false, code: 'UNAUTHORIZED' });
    const spent = await createTestUser(testApp.database.db, { plan: 'free' });
    const free = PLANS.find((plan) => plan.id === 'free')?.monthlyGenerations ?? 0;
    await useGenerations(testApp.database.db, spent.id, free);
    const key = await makeApiKey(testApp.app, spent, { scopes: ['read', 'generate'] });
    const client = await connectMcp(testApp.baseUrl, key.key);
    const unknown = await callMcpTool(client, 'run_prompt', { promptId: pendingId });
    expect(unknown).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    const badValue = await callMcpTool(client, 'run_prompt', {
      promptId: chainId,
      variables: { topic: 'x'.repeat(5000) },
    });
    expect(badValue.ok).toBe(false);
    const over = await callMcpTool(client, 'run_prompt', { promptId: chainId });
    expect(over).toMatchObject({ ok: false, code: 'TOO_MANY_REQUESTS' });
    expect(providers.requests).toEqual([]);
    // The not-found call counts (as a REST 404 does); bad input never reaches
    // the count, and a refusal at the quota gives its call back.
    expect(await callsOf(spent.id)).toBe(1);
    await Promise.all([anonymous.close(), client.close()]);
  });
});

describe('keys, counting and refusals', () => {
  it('counts tool calls made with a key, never anonymous or session ones', async () => {
    const member = await createTestUser(testApp.database.db, { plan: 'pro' });
    const key = await makeApiKey(testApp.app, member, { scopes: ['read'] });
    const keyed = await connectMcp(testApp.baseUrl, key.key);
    await keyed.listPrompts();
    await callMcpTool(keyed, 'get_prompt', { id: chainId });
    await callMcpTool(keyed, 'search_prompts', { search: 'bulk' });
    expect(await callsOf(member.id)).toBe(2);
    const session = await connectMcp(testApp.baseUrl, member.token);
    await callMcpTool(session, 'get_prompt', { id: chainId });
    expect(await callsOf(member.id)).toBe(2);
    await Promise.all([keyed.close(), session.close()]);
  });

  it('refuses a tool call at the month’s API calls, and gives it back', async () => {
    const member = await createTestUser(testApp.database.db, { plan: 'free' });
    const key = await makeApiKey(testApp.app, member, { scopes: ['read'] });
    const limit = PLANS.find((plan) => plan.id === 'free')?.monthlyApiCalls ?? 0;
    await testApp.database.db
      .insert(apiCallCounts)
      .values({ userId: member.id, month: thisMonth(), calls: limit });
    const client = await connectMcp(testApp.baseUrl, key.key);
    const refused = await callMcpTool(client, 'get_prompt', { id: chainId });
    expect(refused).toMatchObject({ ok: false, code: 'TOO_MANY_REQUESTS' });
    expect(await callsOf(member.id)).toBe(limit);
    await client.close();
  });

  it('admits exactly the calls left when 20 race at the edge', async () => {
    const member = await createTestUser(testApp.database.db, { plan: 'free' });
    const key = await makeApiKey(testApp.app, member, { scopes: ['read'] });
    const limit = PLANS.find((plan) => plan.id === 'free')?.monthlyApiCalls ?? 0;
    await testApp.database.db
      .insert(apiCallCounts)
      .values({ userId: member.id, month: thisMonth(), calls: limit - 5 });
    const client = await connectMcp(testApp.baseUrl, key.key);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => callMcpTool(client, 'get_prompt', { id: chainId })),
    );
    expect(answers.filter((answer) => answer.ok)).toHaveLength(5);
    expect(answers.filter((answer) => answer.code === 'TOO_MANY_REQUESTS')).toHaveLength(15);
    expect(await callsOf(member.id)).toBe(limit);
    await client.close();
  });

  it('keeps a key to its scopes: a read key cannot run', async () => {
    const client = await connectMcp(testApp.baseUrl, readKey.key);
    const refused = await callMcpTool(client, 'run_prompt', { promptId: chainId });
    expect(refused).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    expect(providers.requests).toEqual([]);
    await client.close();
  });

  it('refuses a disabled member, a revoked key, and GET without sessions', async () => {
    const disabled = await createTestUser(testApp.database.db, { status: 'disabled' });
    await expect(connectMcp(testApp.baseUrl, disabled.token)).rejects.toThrow(/403|disabled/);
    const later = await createTestUser(testApp.database.db);
    const key = await makeApiKey(testApp.app, later, { scopes: ['read'] });
    await testApp.database.db
      .update(users)
      .set({ status: 'disabled' })
      .where(eq(users.id, later.id));
    await expect(connectMcp(testApp.baseUrl, key.key)).rejects.toThrow(/403|disabled/);
    await expect(connectMcp(testApp.baseUrl, 'ph_000000000000_nope')).rejects.toThrow(/401|valid/);
    const get = await fetch(`${testApp.baseUrl}/mcp`, { headers: { accept: 'text/event-stream' } });
    expect(get.status).toBe(405);
  });

  it('answers a malformed message with a JSON-RPC error, not a server error', async () => {
    const response = await fetch(`${testApp.baseUrl}/mcp`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      body: JSON.stringify({ hello: 'world' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ jsonrpc: '2.0', error: { code: -32700 } });
  });
});
