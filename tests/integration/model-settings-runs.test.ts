/**
 * Model settings reach the provider's wire request (decision 054): a stored
 * prompt's temperature and top-p, a run's override, a maximum above the
 * plan's clamped and said so, and a setting the model does not take refused;
 * the same through the MCP run tool, which takes `settings` too.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { prompts } from '../../src/server/db/schema.ts';
import { type FakeAiProviders, startFakeAiProviders } from '../helpers/fake-ai/fake-ai-server.ts';
import { makeApiKey } from '../helpers/api-keys.ts';
import { generateJson } from '../helpers/generation.ts';
import { callMcpTool, connectMcp } from '../helpers/mcp-client.ts';
import { insertPrompt } from '../helpers/prompt-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTestUser, type TestUser } from '../helpers/test-users.ts';

let providers: FakeAiProviders;
let testApp: TestApp;
let member: TestUser;
let promptId: string;

beforeAll(async () => {
  providers = await startFakeAiProviders();
  testApp = await createTestApp({ seed: false, listen: true, env: providers.env });
  const { db } = testApp.database;
  member = await createTestUser(db, { plan: 'free' });
  const author = await createTestUser(db, { plan: 'pro' });
  promptId = await insertPrompt(db, {
    title: 'Settings Kept',
    status: 'approved',
    createdById: author.id,
  });
  await db
    .update(prompts)
    .set({ model: 'ChatGPT', settings: { temperature: 0.3, topP: 0.8, maxOutputTokens: 8000 } })
    .where(eq(prompts.id, promptId));
});

beforeEach(() => providers.reset());

afterAll(async () => {
  await testApp.close();
  await providers.close();
});

describe('a stored prompt’s settings', () => {
  it('reach the provider, with the maximum clamped to the plan and said so', async () => {
    const answer = await generateJson(testApp.baseUrl, { promptId, variables: {} }, member);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const body = providers.requests[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ temperature: 0.3, top_p: 0.8 });
    expect(providers.requests[0]?.maxOutputTokens).toBe(1024);
    expect(answer.body.clamped).toMatchObject({ requested: 8000, allowed: 1024 });
  });

  it('give way to a run’s own settings', async () => {
    const answer = await generateJson(
      testApp.baseUrl,
      { promptId, variables: {}, settings: { temperature: 1.5, maxOutputTokens: 200 } },
      member,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(providers.requests[0]?.body).toMatchObject({ temperature: 1.5 });
    expect(providers.requests[0]?.maxOutputTokens).toBe(200);
    expect(answer.body.clamped).toBeUndefined();
  });

  it('refuses a run setting the model does not take, out of range or of the wrong type', async () => {
    for (const settings of [{ imageCount: 2 }, { temperature: 3 }, { topP: 'high' }, { seed: 1 }]) {
      const answer = await generateJson(
        testApp.baseUrl,
        { promptId, variables: {}, settings },
        member,
      );
      expect(answer.status, JSON.stringify(settings)).toBe(400);
    }
    expect(providers.requests).toHaveLength(0);
  });
});

describe('the MCP run tool', () => {
  it('takes settings for the run, says when the maximum is clamped, and refuses bad ones', async () => {
    const key = await makeApiKey(testApp.app, member, { scopes: ['read', 'generate'] });
    const client = await connectMcp(testApp.baseUrl, key.key);
    const run = await callMcpTool(client, 'run_prompt', {
      promptId,
      settings: { temperature: 1.2, maxOutputTokens: 3000 },
    });
    expect(run.ok, run.text).toBe(true);
    expect(providers.requests[0]?.body).toMatchObject({ temperature: 1.2, top_p: 0.8 });
    expect(providers.requests[0]?.maxOutputTokens).toBe(1024);
    expect(run.data.clamped).toMatchObject({ requested: 3000, allowed: 1024 });
    expect(run.text).toMatch(/up to 3,000 tokens; your plan allows 1,024/);

    providers.reset();
    for (const settings of [{ imageCount: 2 }, { temperature: 'hot' }, { seed: 1 }]) {
      const refused = await callMcpTool(client, 'run_prompt', { promptId, settings });
      expect(refused.ok, JSON.stringify(settings)).toBe(false);
    }
    expect(providers.requests).toHaveLength(0);
    await client.close();
  });
});
