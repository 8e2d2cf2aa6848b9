/**
 * Bad input to a run, JSON and multipart: each a clear 4xx naming the
 * field, before any provider call and with nothing charged.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderPng } from '../../src/server/db/seed/render-png.ts';
import { MAX_REFERENCE_IMAGE_BYTES } from '../../src/shared/generation-limits.ts';
import { type FakeAiProviders, startFakeAiProviders } from '../helpers/fake-ai/fake-ai-server.ts';
import { authHeaders, formOf, generateJson, usageRows } from '../helpers/generation.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTestUser, type TestUser } from '../helpers/test-users.ts';

let providers: FakeAiProviders;
let testApp: TestApp;
let member: TestUser;

beforeAll(async () => {
  providers = await startFakeAiProviders();
  testApp = await createTestApp({ seed: false, listen: true, env: providers.env });
  member = await createTestUser(testApp.database.db, { plan: 'pro' });
});

beforeEach(() => providers.reset());

afterAll(async () => {
  await testApp.close();
  await providers.close();
  // Nothing above reached a provider or was charged.
});

async function expectRefused(
  answer: { status: number; body: Record<string, unknown> },
  status: number,
  field: string,
  message: string | RegExp,
) {
  expect(answer.status).toBe(status);
  const fields = answer.body.fields as Record<string, string>;
  expect(Object.keys(fields)).toEqual([field]);
  expect(fields[field]).toMatch(message);
  expect(providers.requests).toEqual([]);
  expect(await usageRows(testApp.database.db, member.id)).toEqual([]);
}

const valid = { prompt: 'Write about {topic}', model: 'ChatGPT', variables: { topic: 'rain' } };

describe('JSON bodies', () => {
  it.each([
    ['a missing prompt', { model: 'ChatGPT' }, 'prompt', 'is required'],
    ['a blank prompt', { ...valid, prompt: '   ' }, 'prompt', 'is required'],
    [
      'a prompt too long',
      { ...valid, prompt: 'x'.repeat(20_001) },
      'prompt',
      'must be at most 20000 characters',
    ],
    [
      'a prompt with a NUL byte',
      { ...valid, prompt: 'a\u0000b' },
      'prompt',
      'must not contain control characters',
    ],
    [
      'a system prompt with an escape',
      { ...valid, systemPrompt: 'x\u001b[31m' },
      'systemPrompt',
      'control characters',
    ],
    ['an unknown model', { ...valid, model: 'GPT-9' }, 'model', /^must be one of: ChatGPT/],
    ['a model that is not text', { ...valid, model: 42 }, 'model', /^must be one of/],
    [
      'the Other model',
      { ...valid, model: 'Other' },
      'model',
      'must be a model the playground can run',
    ],
    [
      'variables as a list',
      { ...valid, variables: ['rain'] },
      'variables',
      'must map variable names to text',
    ],
    [
      'a variable name with spaces',
      { ...valid, variables: { 'my topic': 'rain' } },
      'variables.my topic',
      /letters, digits/,
    ],
    [
      'a variable value with a NUL',
      { ...valid, variables: { topic: 'r\u0000' } },
      'variables.topic',
      'control characters',
    ],
    [
      'a variable value too long',
      { ...valid, variables: { topic: 'r'.repeat(2001) } },
      'variables.topic',
      'at most 2000',
    ],
    [
      'isImagePrompt as text',
      { ...valid, isImagePrompt: 'yes' },
      'isImagePrompt',
      'must be true or false',
    ],
    [
      'an unknown execution type',
      { ...valid, executionType: 'parallel' },
      'executionType',
      /^must be one of/,
    ],
    [
      'a chain step without text',
      { ...valid, chainedPrompts: [{ title: 'Two' }] },
      'chainedPrompts.0.prompt',
      'is required',
    ],
    [
      'a chain too long',
      { ...valid, chainedPrompts: Array.from({ length: 11 }, () => ({ prompt: 'More' })) },
      'chainedPrompts',
      'must have at most 10 steps',
    ],
  ])('refuses %s', async (_label, body, field, message) => {
    await expectRefused(await generateJson(testApp.baseUrl, body, member), 400, field, message);
  });

  it('refuses a run whose filled-in text passes the limit', async () => {
    const answer = await generateJson(
      testApp.baseUrl,
      { prompt: '{a}{a}{a}'.repeat(8), model: 'ChatGPT', variables: { a: 'x'.repeat(2000) } },
      member,
    );
    await expectRefused(answer, 400, 'prompt', /too long once variables are filled in/);
    expect(answer.body.error).toBe(
      'With its variables filled in, this run is 48,000 characters long; the limit is 40,000.',
    );
  });

  it('refuses a body that is not JSON', async () => {
    const response = await fetch(`${testApp.baseUrl}/api/prompts/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...authHeaders(member) },
      body: '{"prompt": ',
    });
    expect(response.status).toBe(400);
    expect(providers.requests).toEqual([]);
  });
});

describe('multipart bodies', () => {
  const fields = {
    prompt: 'Describe it',
    model: 'GPT-4 Vision',
    variables: '{}',
    isImagePrompt: 'false',
  };
  const post = async (form: FormData) => {
    const response = await fetch(`${testApp.baseUrl}/api/prompts/generate`, {
      method: 'POST',
      headers: authHeaders(member),
      body: form,
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('refuses variables that are not JSON text', async () => {
    await expectRefused(
      await post(formOf({ ...fields, variables: '{topic' })),
      400,
      'variables',
      'must be JSON text',
    );
  });

  it('refuses a field the request does not have', async () => {
    await expectRefused(
      await post(formOf({ ...fields, temperature: '2' })),
      400,
      'temperature',
      /not a field/,
    );
  });

  it('refuses a reference image that is not an image, whatever its name and type say', async () => {
    const fake = {
      bytes: Buffer.from('%PDF-1.4 not really a png'),
      type: 'image/png',
      name: 'photo.png',
    };
    await expectRefused(await post(formOf(fields, fake)), 415, 'image', /PNG, JPEG, WebP or GIF/);
  });

  it('refuses a reference image over the limit', async () => {
    const big = {
      bytes: Buffer.alloc(MAX_REFERENCE_IMAGE_BYTES + 1024, 1),
      type: 'image/png',
      name: 'big.png',
    };
    await expectRefused(await post(formOf(fields, big)), 413, 'image', 'must be at most 5 MB');
  });

  it('refuses a reference image for a model that cannot read it', async () => {
    const png = { bytes: renderPng('rings', 64), type: 'image/png', name: 'ok.png' };
    const answer = await post(formOf({ ...fields, model: 'Claude' }, png));
    await expectRefused(answer, 400, 'image', 'is read by vision models only');
    expect(answer.body.error).toBe(
      'Claude does not read images. Choose GPT-4 Vision or Gemini Pro Vision, or remove the reference image.',
    );
  });
});
