/**
 * POST /api/prompts/generate with { promptId, variables }: the stored prompt
 * and its chain run as GET /api/prompts/:id shows them, with the caller's
 * variables over the prompt's defaults. Only a prompt the caller may see
 * runs; anything else is 404, and a mixed request is 400.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeAiProviders, startFakeAiProviders } from '../helpers/fake-ai/fake-ai-server.ts';
import { allEvents, generateJson, startStream, usageRows } from '../helpers/generation.ts';
import { insertPrompt, insertTalkChain } from '../helpers/prompt-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTestUser, type TestUser } from '../helpers/test-users.ts';

let providers: FakeAiProviders;
let testApp: TestApp;
let author: TestUser;
let member: TestUser;
let admin: TestUser;
let chainId: string;
let pendingId: string;

beforeAll(async () => {
  providers = await startFakeAiProviders();
  testApp = await createTestApp({ seed: false, listen: true, env: providers.env });
  const { db } = testApp.database;
  author = await createTestUser(db, { plan: 'pro' });
  member = await createTestUser(db, { plan: 'pro' });
  admin = await createTestUser(db, { role: 'admin', plan: 'pro' });
  chainId = await insertTalkChain(db, author.id);
  pendingId = await insertPrompt(db, {
    title: 'Unreviewed Draft',
    status: 'pending',
    createdById: author.id,
  });
});

beforeEach(() => providers.reset());

afterAll(async () => {
  await testApp.close();
  await providers.close();
});

describe('a run by promptId', () => {
  it('runs the stored chain with the caller’s variables over the defaults', async () => {
    const answer = await generateJson(
      testApp.baseUrl,
      { promptId: chainId, variables: { audience: 'engineers' } },
      member,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const [first, second] = providers.requests;
    expect(first).toMatchObject({
      provider: 'anthropic',
      system: 'You write talks.',
      userText: 'Outline a talk about bees for engineers',
    });
    expect(second).toMatchObject({
      system: 'Be brief.',
      userText: 'Write the talk in a warm tone',
    });
    // Dependent: the second step saw the first one's answer.
    expect(second?.messages.map((turn) => turn.role)).toEqual(['user', 'assistant', 'user']);
    const steps = answer.body.steps as { title: string; text: string }[];
    expect(steps.map((step) => step.title)).toEqual(['', 'Write it']);
    expect(steps[0]?.text).toContain('Outline a talk about bees for engineers');
    expect(steps[1]?.text).toContain('Write the talk in a warm tone');
    const rows = await usageRows(testApp.database.db, member.id);
    expect(rows.map((row) => [row.model, row.promptId, row.status])).toEqual([
      ['Claude', chainId, 'succeeded'],
      ['Claude', chainId, 'succeeded'],
    ]);
  });

  it('takes the prompt as GET /api/prompts/:id gives it, and another model when named', async () => {
    const shown = await fetch(`${testApp.baseUrl}/api/prompts/${chainId}`);
    const { prompt } = (await shown.json()) as { prompt: { _id: string } };
    const response = await startStream(
      testApp.baseUrl,
      { promptId: prompt._id, model: 'ChatGPT', variables: { tone: 'dry' } },
      { user: null },
    );
    const events = await allEvents(response);
    expect(events.at(-1)).toEqual({ type: 'done' });
    expect(providers.requests.map((request) => [request.provider, request.userText])).toEqual([
      ['openai', 'Outline a talk about bees for children'],
      ['openai', 'Write the talk in a dry tone'],
    ]);
  });

  it('runs a pending prompt for its author and admins, and is 404 for anyone else', async () => {
    for (const [caller, status] of [
      [null, 404],
      [member, 404],
      [author, 200],
      [admin, 200],
    ] as const) {
      const answer = await generateJson(testApp.baseUrl, { promptId: pendingId }, caller);
      expect(answer.status, JSON.stringify(answer.body)).toBe(status);
      if (status === 404)
        expect(answer.body).toEqual({
          error: 'Prompt not found',
          code: 'NOT_FOUND',
          requestId: answer.headers.get('x-request-id'),
        });
    }
  });

  it('is 404 for an id that names no prompt, and runs nothing', async () => {
    for (const promptId of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const answer = await generateJson(testApp.baseUrl, { promptId }, member);
      expect(answer.status).toBe(404);
    }
    expect(providers.requests).toEqual([]);
  });

  it('refuses the prompt’s text alongside its id, and bad fields, with 400', async () => {
    const mixed = await generateJson(
      testApp.baseUrl,
      { promptId: chainId, prompt: 'Something else' },
      member,
    );
    expect(mixed.status).toBe(400);
    expect(mixed.body.fields).toEqual({
      prompt: 'comes from the stored prompt: send promptId or the prompt’s text, not both',
    });
    const badModel = await generateJson(
      testApp.baseUrl,
      { promptId: chainId, model: 'HAL 9000' },
      member,
    );
    expect(badModel.status).toBe(400);
    expect(Object.keys(badModel.body.fields as object)).toEqual(['model']);
    const badId = await generateJson(testApp.baseUrl, { promptId: 42 }, member);
    expect(badId.status).toBe(400);
    expect(Object.keys(badId.body.fields as object)).toEqual(['promptId']);
    expect(providers.requests).toEqual([]);
  });

  it('takes promptId in a multipart request too', async () => {
    const form = new FormData();
    form.append('promptId', chainId);
    form.append('variables', JSON.stringify({ topic: 'owls' }));
    const response = await fetch(`${testApp.baseUrl}/api/prompts/generate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${member.token}` },
      body: form,
    });
    expect(response.status).toBe(200);
    expect(providers.requests[0]?.userText).toBe('Outline a talk about owls for children');
  });
});
