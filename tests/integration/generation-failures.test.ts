/**
 * When a run cannot happen or the provider fails: a clear message and the
 * right status, nothing charged, keys never echoed.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeAiProviders, startFakeAiProviders } from '../helpers/fake-ai/fake-ai-server.ts';
import {
  allEvents,
  chargedRuns,
  generateJson,
  startStream,
  usageRows,
} from '../helpers/generation.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createTestUser, type TestUser } from '../helpers/test-users.ts';

let providers: FakeAiProviders;
let testApp: TestApp;
let member: TestUser;

beforeAll(async () => {
  providers = await startFakeAiProviders();
  testApp = await createTestApp({
    seed: false,
    listen: true,
    env: { ...providers.env, GENERATION_TIMEOUT_MS: '1000' },
  });
});

beforeEach(async () => {
  providers.reset();
  member = await createTestUser(testApp.database.db, { plan: 'free' });
});

afterAll(async () => {
  await testApp.close();
  await providers.close();
});

describe('provider failures', () => {
  it('turns a provider 500 into a 502 that says so, and charges nothing', async () => {
    providers.setBehaviour({
      kind: 'fail',
      status: 500,
      message: 'upstream exploded at sk-secret',
    });
    const answer = await generateJson(
      testApp.baseUrl,
      { prompt: 'Hello', model: 'ChatGPT' },
      member,
    );
    expect(answer.status).toBe(502);
    expect(answer.body).toEqual({
      error: "ChatGPT's provider failed (it answered 500). Nothing was charged; please try again.",
      code: 'BAD_GATEWAY',
      charged: 0,
      steps: [],
      requestId: answer.headers.get('x-request-id'),
    });
    expect(await chargedRuns(testApp.database.db, member.id)).toBe(0);
    const [row] = await usageRows(testApp.database.db, member.id);
    expect(row).toMatchObject({ status: 'failed', errorCode: 'BAD_GATEWAY' });
  });

  it('turns a provider 429 into a 503 with Retry-After, and charges nothing', async () => {
    providers.setBehaviour({ kind: 'fail', status: 429 });
    const answer = await generateJson(
      testApp.baseUrl,
      { prompt: 'Hello', model: 'Claude' },
      member,
    );
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('60');
    expect(answer.body.error).toMatch(/^Claude is busy right now/);
    expect(await chargedRuns(testApp.database.db, member.id)).toBe(0);
  });

  it('never passes on what a provider says about a refused key', async () => {
    providers.setBehaviour({
      kind: 'fail',
      status: 401,
      message: 'Incorrect API key provided: sk-abc***xyz',
    });
    const answer = await generateJson(
      testApp.baseUrl,
      { prompt: 'Hello', model: 'Gemini' },
      member,
    );
    expect(answer.status).toBe(502);
    expect(JSON.stringify(answer.body)).not.toContain('sk-');
    expect(answer.body.error).toBe(
      "Gemini's provider refused this server's credentials (401). An administrator needs to check its configuration. Nothing was charged.",
    );
  });

  it('cuts off a provider that does not answer in time (504) and aborts its request', async () => {
    providers.setBehaviour({ kind: 'hang' });
    const answer = await generateJson(testApp.baseUrl, { prompt: 'Hello', model: 'Llama' }, member);
    expect(answer.status).toBe(504);
    expect(answer.body.error).toBe(
      "Llama's provider did not answer within 1 s. Nothing was charged; please try again.",
    );
    await providers.waitForAbort(await providers.waitForRequest(() => true));
    expect(await chargedRuns(testApp.database.db, member.id)).toBe(0);
  });

  it('reports a failure during a stream as an error event, after the steps before it', async () => {
    providers.setBehaviour({ kind: 'fail', status: 500 });
    const response = await startStream(
      testApp.baseUrl,
      { prompt: 'Hello', model: 'ChatGPT' },
      { user: member },
    );
    expect(response.status).toBe(200);
    const events = await allEvents(response);
    expect(events.at(-1)).toMatchObject({ type: 'error', step: 0, code: 'BAD_GATEWAY' });
    expect(events.some((event) => event.type === 'done')).toBe(false);
  });

  it('turns a failed image provider into a clear 502', async () => {
    providers.setBehaviour({ kind: 'fail', status: 503 });
    const answer = await generateJson(
      testApp.baseUrl,
      { prompt: 'A fox', model: 'Stable Diffusion' },
      member,
    );
    expect(answer.status).toBe(502);
    expect(answer.body.error).toBe(
      "Stable Diffusion's provider failed (it answered 503). Nothing was charged; please try again.",
    );
  });
});

describe('models that are not configured', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp({ seed: false, listen: true });
  });
  afterAll(() => bare.close());

  async function modelsAs(user: TestUser | null) {
    const response = await fetch(`${bare.baseUrl}/api/models`, { headers: bearer(user) });
    expect(response.status).toBe(200);
    return (await response.json()) as {
      models: { name: string; available: boolean; requires: string | null }[];
      setUp: string | null;
    };
  }

  it('lists every playground model as unavailable, telling only an admin what would enable it', async () => {
    const admin = await createTestUser(bare.database.db, { role: 'admin' });
    const { models, setUp } = await modelsAs(admin);
    expect(models.map((model) => model.name)).toEqual([
      'ChatGPT',
      'Claude',
      'Gemini',
      'Llama',
      'DALL-E',
      'Midjourney',
      'Stable Diffusion',
      'DeepFloyd',
      'GPT-4 Vision',
      'Gemini Pro Vision',
    ]);
    expect(models.every((model) => !model.available)).toBe(true);
    expect(models.find((model) => model.name === 'Claude')?.requires).toBe(
      'Set ANTHROPIC_API_KEY to enable it.',
    );
    expect(models.find((model) => model.name === 'DeepFloyd')?.requires).toBe(
      'Set REPLICATE_API_TOKEN and DEEPFLOYD_MODEL to enable it.',
    );
    expect(setUp).toBe(
      "Set OPENAI_API_KEY, ANTHROPIC_API_KEY, GOOGLE_GENERATIVE_AI_API_KEY, LLAMA_BASE_URL or REPLICATE_API_TOKEN in the server's environment and restart it (.env.example lists every setting).",
    );
  });

  it('sends visitors and members no setting names', async () => {
    const member = await createTestUser(bare.database.db);
    for (const user of [null, member]) {
      const response = await fetch(`${bare.baseUrl}/api/models`, { headers: bearer(user) });
      const text = await response.text();
      expect(text).not.toMatch(/[A-Z]+_[A-Z_]+/);
      const { models, setUp } = JSON.parse(text) as Awaited<ReturnType<typeof modelsAs>>;
      expect(models.every((model) => model.requires === null)).toBe(true);
      expect(setUp).toBeNull();
    }
  });

  it('refuses a run on an unconfigured model with 503; only an admin reads the setting', async () => {
    const user = await createTestUser(bare.database.db);
    const answer = await generateJson(bare.baseUrl, { prompt: 'Hello', model: 'Claude' }, user);
    expect(answer.status).toBe(503);
    expect(answer.body.error).toBe('Claude is not available on this site.');
    expect(await usageRows(bare.database.db, user.id)).toEqual([]);

    const admin = await createTestUser(bare.database.db, { role: 'admin' });
    const told = await generateJson(bare.baseUrl, { prompt: 'Hello', model: 'Claude' }, admin);
    expect(told.status).toBe(503);
    expect(told.body.error).toBe(
      'Claude is not available on this site. Set ANTHROPIC_API_KEY to enable it.',
    );
  });

  it('keeps Midjourney unavailable on a configured server unless it is mapped', async () => {
    const response = await fetch(`${testApp.baseUrl}/api/models`);
    const { models } = (await response.json()) as {
      models: { name: string; available: boolean }[];
    };
    expect(models.filter((model) => !model.available).map((model) => model.name)).toEqual([
      'Midjourney',
    ]);
  });
});
