/**
 * An integrator's path through a client generated from /api/openapi.json
 * (openapi-typescript types, openapi-fetch calls; decision 033), over real
 * HTTP against the fake AI providers, with no cast anywhere: sign up,
 * upload a file, submit a chained prompt with variables, an admin approves
 * it, search finds it, like and save it, run it (JSON and streamed), list
 * the models. The committed types must be those of the document the app
 * serves, so a change to the document breaks this test until the types are
 * regenerated (`npm run openapi:types`), and then the type check breaks
 * wherever the walk no longer fits.
 */
import { readFile } from 'node:fs/promises';
import createClient, { type Client } from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_TYPES_FILE, apiTypes } from '../../scripts/api-types.ts';
import { generationEvent } from '../../src/shared/generation-events.ts';
import { GENERATION_STREAM_TYPE } from '../../src/shared/generation-limits.ts';
import { type FakeAiProviders, startFakeAiProviders } from '../helpers/fake-ai/fake-ai-server.ts';
import { openApiDocument } from '../helpers/openapi-document.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTestUser } from '../helpers/test-users.ts';
import type { components, paths } from '../generated/rest-api.ts';

type GenerationEventJson = components['schemas']['GenerationEvent'];

let providers: FakeAiProviders;
let testApp: TestApp;
/** What the client reads and sends: JSON, and multipart uploads (a stream is read raw). */
type Media = 'application/json' | 'multipart/form-data';

let anonymous: Client<paths, Media>;
let admin: Client<paths, Media>;

function clientFor(token?: string): Client<paths, Media> {
  return createClient<paths, Media>({
    baseUrl: testApp.baseUrl,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

/** The multipart body of an upload: openapi-fetch sends a FormData as it is. */
function formData(body: Record<string, Blob | string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) form.append(name, value);
  return form;
}

/** The lines of an NDJSON stream, each checked against the event schema. */
async function eventsOf(stream: ReadableStream<Uint8Array>): Promise<GenerationEventJson[]> {
  const events: GenerationEventJson[] = [];
  const decoder = new TextDecoder();
  let buffered = '';
  for await (const chunk of stream) {
    buffered += decoder.decode(chunk, { stream: true });
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.trim()) continue;
      const raw: unknown = JSON.parse(line);
      events.push(generationEvent.parse(raw));
    }
  }
  return events;
}

beforeAll(async () => {
  providers = await startFakeAiProviders();
  testApp = await createTestApp({ seed: false, listen: true, env: providers.env });
  anonymous = clientFor();
  admin = clientFor((await createTestUser(testApp.database.db, { role: 'admin' })).token);
});

afterAll(async () => {
  await testApp.close();
  await providers.close();
});

describe('the typed client', () => {
  it('is generated from the document this app serves', async () => {
    const committed = await readFile(API_TYPES_FILE, 'utf8');
    const current = await apiTypes(await openApiDocument(testApp.app));
    // When this fails: npm run openapi:types, then fix what the type check finds.
    expect(current).toBe(committed);
  });

  it("walks an integrator's path from sign-up to a streamed run", async () => {
    const registered = await anonymous.POST('/api/users/register', {
      body: {
        name: 'Ada Integrator',
        email: `ada-${Date.now()}@integrator.example`,
        password: 'a long enough password',
      },
    });
    expect(registered.response.status).toBe(201);
    if (!registered.data) throw new Error('no sign-up answer');
    const session = clientFor(registered.data.token);

    // An API key made with the session is the credential for the rest.
    const created = await session.POST('/api/users/me/api-keys', {
      body: { name: 'Integration walk', scopes: ['read', 'write', 'generate'] },
    });
    expect(created.response.status).toBe(201);
    if (!created.data) throw new Error('no API key answer');
    expect(created.data.key).toMatch(/^ph_/);
    const member = clientFor(created.data.key);

    const uploaded = await member.POST('/api/upload/single', {
      body: { file: new File(['Speaker notes'], 'notes.txt', { type: 'text/plain' }) },
      bodySerializer: formData,
    });
    expect(uploaded.response.status).toBe(201);
    if (!uploaded.data) throw new Error('no upload answer');
    const { file } = uploaded.data;

    const submitted = await member.POST('/api/prompts', {
      body: {
        title: 'Quokka talk planner',
        description: 'Outline a talk about {topic} for {audience}',
        systemprompt: 'You plan talks.',
        categories: ['Education'],
        model: 'Claude',
        variables: [
          { name: 'topic', defaultValue: 'quokkas' },
          { name: 'audience', defaultValue: 'children' },
        ],
        isChained: true,
        executionType: 'dependent',
        chainedPrompts: [
          {
            title: 'Write it',
            description: 'Write the talk from the outline',
            systemprompt: 'Be brief.',
            tools: '',
            variables: [],
          },
        ],
        attachments: [{ fileUrl: file.fileUrl }],
      },
    });
    expect(submitted.response.status).toBe(201);
    if (!submitted.data) throw new Error('no submission answer');
    const { prompt } = submitted.data;
    expect(prompt).toMatchObject({ status: 'pending', isChained: true });
    expect(prompt.attachments.map((attachment) => attachment.fileUrl)).toEqual([file.fileUrl]);

    const approved = await admin.PUT('/api/admin/prompts/{id}/status', {
      params: { path: { id: prompt._id } },
      body: { status: 'approved' },
    });
    expect(approved.data?.prompt.status).toBe('approved');

    const found = await anonymous.GET('/api/prompts', { params: { query: { search: 'quokka' } } });
    expect(found.data?.prompts.map((each) => each._id)).toContain(prompt._id);

    const liked = await member.PUT('/api/prompts/{id}/upvote', {
      params: { path: { id: prompt._id } },
    });
    expect(liked.data).toEqual({ liked: true, upvotes: 1 });
    const saved = await member.PUT('/api/prompts/{id}/save', {
      params: { path: { id: prompt._id } },
    });
    expect(saved.data).toEqual({ saved: true, saves: 1 });
    const mine = await member.GET('/api/users/prompts');
    expect(mine.data?.savedPrompts.map((each) => each._id)).toEqual([prompt._id]);

    const run = await member.POST('/api/prompts/generate', {
      body: { promptId: prompt._id, variables: { topic: 'wombats' } },
    });
    expect(run.response.status).toBe(200);
    expect(run.data?.steps?.map((step) => step.title)).toEqual(['', 'Write it']);
    expect(run.data?.text).toEqual(expect.any(String));

    const streamed = await member.POST('/api/prompts/generate', {
      body: { promptId: prompt._id, variables: { topic: 'wombats' } },
      headers: { accept: GENERATION_STREAM_TYPE },
      parseAs: 'stream',
    });
    expect(streamed.response.headers.get('content-type')).toContain(GENERATION_STREAM_TYPE);
    if (!streamed.data) throw new Error('no stream');
    const events = await eventsOf(streamed.data);
    expect(events.filter((event) => event.type === 'step')).toHaveLength(2);
    expect(events.some((event) => event.type === 'text')).toBe(true);
    expect(events.at(-1)).toEqual({ type: 'done' });

    const models = await member.GET('/api/models');
    expect(models.data?.models.find((model) => model.name === 'Claude')?.available).toBe(true);
  });

  it('reads an error as the one documented error body', async () => {
    const missing = await anonymous.GET('/api/prompts/{id}', {
      params: { path: { id: 'no-such-prompt' } },
    });
    expect(missing.response.status).toBe(404);
    expect(missing.error?.code).toBe('NOT_FOUND');
    expect(missing.error?.requestId).toBe(missing.response.headers.get('x-request-id'));
  });
});
