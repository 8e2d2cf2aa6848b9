/**
 * Playground runs against the fake provider server (real HTTP both ways):
 * what each provider receives, streaming as it is written, Stop reaching
 * the provider, chains, vision and generated images.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderPng } from '../../src/server/db/seed/render-png.ts';
import { type FakeAiProviders, startFakeAiProviders } from '../helpers/fake-ai/fake-ai-server.ts';
import {
  allEvents,
  authHeaders,
  formOf,
  generateJson,
  readEvents,
  startStream,
  textOf,
  usageRows,
} from '../helpers/generation.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTestUser, type TestUser } from '../helpers/test-users.ts';

let providers: FakeAiProviders;
let testApp: TestApp;
let member: TestUser;

beforeAll(async () => {
  providers = await startFakeAiProviders();
  testApp = await createTestApp({ seed: false, listen: true, env: providers.env });
});

beforeEach(async () => {
  providers.reset();
  member = await createTestUser(testApp.database.db, { plan: 'free' });
});

afterAll(async () => {
  await testApp.close();
  await providers.close();
});

const TEXT_MODELS = [
  ['ChatGPT', 'openai', 'gpt-4o-mini'],
  ['Claude', 'anthropic', 'claude-sonnet-4-5'],
  ['Gemini', 'google', 'gemini-2.5-flash'],
  ['Llama', 'llama', 'llama3.1'],
] as const;

describe('what the model receives', () => {
  it.each(TEXT_MODELS)(
    '%s gets the system prompt and the filled-in variables',
    async (model, provider, id) => {
      const answer = await generateJson(
        testApp.baseUrl,
        {
          prompt: 'Write a {{tone}} tweet about {topic}',
          systemPrompt: 'You write for {audience}.',
          variables: { tone: 'cheerful', topic: 'tea', audience: 'students' },
          model,
        },
        member,
      );
      expect(answer.status).toBe(200);
      const request = await providers.waitForRequest((r) => r.provider === provider);
      expect(request.model).toBe(id);
      expect(request.system).toBe('You write for students.');
      expect(request.userText).toBe('Write a cheerful tweet about tea');
      // A Free member's answers are bounded by their plan.
      expect(request.maxOutputTokens).toBe(1024);
      expect(answer.body).toEqual({
        text: `Fake ${id} reply to: Write a cheerful tweet about tea`,
      });
    },
  );

  it('gives an anonymous visitor the short answer bound', async () => {
    const answer = await generateJson(testApp.baseUrl, { prompt: 'Hello there', model: 'ChatGPT' });
    expect(answer.status).toBe(200);
    expect((await providers.waitForRequest(() => true)).maxOutputTokens).toBe(512);
  });

  it('records each run with its tokens, duration and outcome', async () => {
    await generateJson(
      testApp.baseUrl,
      { prompt: 'Count my words please', model: 'Claude' },
      member,
    );
    const [row] = await usageRows(testApp.database.db, member.id);
    expect(row).toMatchObject({
      model: 'Claude',
      kind: 'text',
      status: 'succeeded',
      inputTokens: 4,
    });
    expect(row?.outputTokens).toBeGreaterThan(0);
    expect(row?.durationMs).toBeGreaterThanOrEqual(0);
    expect(row?.finishedAt).toBeInstanceOf(Date);
  });
});

describe('streaming', () => {
  it('sends text to the client before the model has finished', async () => {
    providers.setBehaviour({ kind: 'answer', chunkDelayMs: 60 });
    const response = await startStream(
      testApp.baseUrl,
      { prompt: 'Tell me a long story about a lighthouse keeper', model: 'ChatGPT' },
      { user: member },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/x-ndjson');
    const seen: string[] = [];
    let finishedWhenFirstTextArrived: boolean | null = null;
    for await (const { event } of readEvents(response)) {
      seen.push(event.type);
      if (event.type === 'text' && finishedWhenFirstTextArrived === null) {
        const request = await providers.waitForRequest(() => true);
        finishedWhenFirstTextArrived = request.finished;
      }
    }
    expect(finishedWhenFirstTextArrived).toBe(false);
    expect(seen[0]).toBe('step');
    expect(seen.filter((type) => type === 'text').length).toBeGreaterThan(3);
    expect(seen.slice(-2)).toEqual(['step-end', 'done']);
  });

  it('Stop aborts the provider request and records the run as stopped', async () => {
    providers.setBehaviour({ kind: 'hang' });
    const controller = new AbortController();
    const response = await startStream(
      testApp.baseUrl,
      { prompt: 'Never mind', model: 'Gemini' },
      { user: member, signal: controller.signal },
    );
    expect(response.status).toBe(200);
    const request = await providers.waitForRequest(() => true);
    controller.abort();
    await providers.waitForAbort(request);
    await expect
      .poll(async () => (await usageRows(testApp.database.db, member.id))[0]?.status)
      .toBe('stopped');
  });
});

describe('chains', () => {
  it('feeds step 1 output into step 2 when the chain is dependent', async () => {
    const response = await startStream(
      testApp.baseUrl,
      {
        prompt: 'List three facts about {animal}',
        model: 'ChatGPT',
        variables: { animal: 'otters' },
        chainedPrompts: [
          {
            title: 'Shorten',
            prompt: 'Turn that into one sentence about {animal}',
            systemPrompt: '',
          },
        ],
        executionType: 'dependent',
      },
      { user: member },
    );
    const events = await allEvents(response);
    const [first, second] = providers.requests;
    expect(first?.userText).toBe('List three facts about otters');
    expect(second?.userText).toBe('Turn that into one sentence about otters');
    expect(second?.messages).toEqual([
      { role: 'user', text: 'List three facts about otters' },
      { role: 'assistant', text: textOf(events, 0) },
      { role: 'user', text: 'Turn that into one sentence about otters' },
    ]);
    expect(events.filter((event) => event.type === 'step')).toEqual([
      { type: 'step', step: 0, steps: 2, title: '' },
      { type: 'step', step: 1, steps: 2, title: 'Shorten' },
    ]);
    expect(textOf(events, 1)).toContain('(after: ');
    // Each step is one charged call.
    expect((await usageRows(testApp.database.db, member.id)).map((row) => row.status)).toEqual([
      'succeeded',
      'succeeded',
    ]);
  });

  it('sends every step the same inputs when the chain is independent', async () => {
    const answer = await generateJson(
      testApp.baseUrl,
      {
        prompt: 'Name a colour for {thing}',
        model: 'Claude',
        variables: { thing: 'a kite' },
        chainedPrompts: [
          { title: 'Second', prompt: 'Name a shape for {thing}', systemPrompt: 'Be brief.' },
        ],
      },
      member,
    );
    expect(answer.status).toBe(200);
    expect(providers.requests.map((request) => request.messages.length)).toEqual([1, 1]);
    expect(providers.requests[1]?.system).toBe('Be brief.');
    expect(answer.body.steps).toHaveLength(2);
    expect(answer.body.text).toContain('Name a shape for a kite');
  });
});

describe('vision and images', () => {
  it('sends the reference image to a vision model, re-encoded', async () => {
    const png = renderPng('rings', 120);
    const response = await fetch(`${testApp.baseUrl}/api/prompts/generate`, {
      method: 'POST',
      headers: authHeaders(member),
      body: formOf(
        {
          prompt: 'Describe this picture',
          model: 'GPT-4 Vision',
          variables: '{}',
          isImagePrompt: 'false',
        },
        { bytes: png, type: 'image/png', name: 'holiday.png' },
      ),
    });
    expect(response.status).toBe(200);
    const request = await providers.waitForRequest(() => true);
    expect(request.model).toBe('gpt-4o');
    expect(request.images).toHaveLength(1);
    expect(request.images[0]?.mediaType).toBe('image/png');
    expect(
      Buffer.from(request.images[0]?.base64 ?? '', 'base64')
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
  });

  it('gives the model plain line breaks from a multipart form', async () => {
    const response = await fetch(`${testApp.baseUrl}/api/prompts/generate`, {
      method: 'POST',
      headers: authHeaders(member),
      body: formOf({ prompt: 'Line one\r\nLine two', model: 'ChatGPT', variables: '{}' }),
    });
    expect(response.status).toBe(200);
    expect((await providers.waitForRequest(() => true)).userText).toBe('Line one\nLine two');
  });

  it.each([
    ['DALL-E', 'openai'],
    ['DeepFloyd', 'replicate'],
    ['Stable Diffusion', 'replicate'],
  ] as const)('%s answers with the URL of a stored PNG', async (model, provider) => {
    const answer = await generateJson(
      testApp.baseUrl,
      {
        prompt: 'A {style} fox in the snow',
        variables: { style: 'watercolour' },
        model,
        isImagePrompt: true,
      },
      member,
    );
    expect(answer.status).toBe(200);
    expect((await providers.waitForRequest((r) => r.provider === provider)).userText).toBe(
      'A watercolour fox in the snow',
    );
    const imageUrl = String(answer.body.imageUrl);
    expect(imageUrl).toMatch(/^\/uploads\/[a-z0-9]+\.png$/);
    const image = await fetch(`${testApp.baseUrl}${imageUrl}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    const [row] = await usageRows(testApp.database.db, member.id);
    expect(row).toMatchObject({
      kind: 'image',
      status: 'succeeded',
      imageKey: imageUrl.slice('/uploads/'.length),
    });
  });

  it("removes a member's generated images with their account", async () => {
    const answer = await generateJson(
      testApp.baseUrl,
      { prompt: 'A blue kite', model: 'DALL-E' },
      member,
    );
    const imageUrl = String(answer.body.imageUrl);
    expect((await fetch(`${testApp.baseUrl}${imageUrl}`)).status).toBe(200);
    const deleted = await fetch(`${testApp.baseUrl}/api/users/me`, {
      method: 'DELETE',
      headers: authHeaders(member),
    });
    expect(deleted.status).toBe(204);
    expect((await fetch(`${testApp.baseUrl}${imageUrl}`)).status).toBe(404);
    expect(await usageRows(testApp.database.db, member.id)).toEqual([]);
  });

  it('streams an image step as an image event', async () => {
    const response = await startStream(
      testApp.baseUrl,
      { prompt: 'A red kite', model: 'DALL-E' },
      { user: member },
    );
    const events = await allEvents(response);
    expect(events.map((event) => event.type)).toEqual(['step', 'image', 'step-end', 'done']);
  });
});
