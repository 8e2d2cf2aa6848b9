/**
 * What a failed run tells, over real HTTP against fake providers: a chain
 * that fails in its second step charges only the step that finished and
 * hands its answer back, in JSON and in the stream; each kind of provider
 * failure is named for what it was; a quiet provider gets progress events
 * on the stream; and each failure is one log line with the request id and
 * the provider's status, never the key.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TextRunDraft } from '../../src/shared/generation-inputs.ts';
import { FAKE_KEYS } from '../helpers/fake-ai/fake-ai-env.ts';
import { type FakeAiProviders, startFakeAiProviders } from '../helpers/fake-ai/fake-ai-server.ts';
import {
  allEvents,
  chargedRuns,
  generateJson,
  readEvents,
  startStream,
} from '../helpers/generation.ts';
import { captureLogs, type LogCapture } from '../helpers/log-capture.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTestUser, type TestUser } from '../helpers/test-users.ts';

let providers: FakeAiProviders;
let testApp: TestApp;
let logs: LogCapture;
let member: TestUser;

const PROGRESS_MS = 200;

beforeAll(async () => {
  providers = await startFakeAiProviders();
  logs = captureLogs();
  testApp = await createTestApp({
    seed: false,
    listen: true,
    logStream: logs.stream,
    env: {
      ...providers.env,
      LOG_LEVEL: 'warn',
      GENERATION_TIMEOUT_MS: '1500',
      GENERATION_PROGRESS_MS: String(PROGRESS_MS),
    },
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

const FAILING_CHAIN: TextRunDraft = {
  prompt: 'Outline a talk about {topic}',
  variables: { topic: 'bees' },
  model: 'ChatGPT',
  executionType: 'dependent',
  chainedPrompts: [{ title: 'Write it', prompt: 'Write the talk [[fake:fail 500]]' }],
};

const SECOND_STEP_FAILED =
  "The second step failed: ChatGPT's provider failed (it answered 500). 1 run was charged for the step that finished; please try again.";

describe('a chain that fails in its second step', () => {
  it('answers 502 saying one run was charged, with the finished step (JSON)', async () => {
    const answer = await generateJson(testApp.baseUrl, FAILING_CHAIN, member);
    expect(answer.status).toBe(502);
    expect(answer.body).toEqual({
      error: SECOND_STEP_FAILED,
      code: 'BAD_GATEWAY',
      charged: 1,
      steps: [{ title: '', text: 'Fake gpt-4o-mini reply to: Outline a talk about bees' }],
      requestId: answer.headers.get('x-request-id'),
    });
    expect(await chargedRuns(testApp.database.db, member.id)).toBe(1);
  });

  it('says the same in the stream’s error event', async () => {
    const response = await startStream(testApp.baseUrl, FAILING_CHAIN, { user: member });
    const events = await allEvents(response);
    expect(events.at(-1)).toEqual({
      type: 'error',
      step: 1,
      message: SECOND_STEP_FAILED,
      code: 'BAD_GATEWAY',
      charged: 1,
      steps: [{ title: '', text: 'Fake gpt-4o-mini reply to: Outline a talk about bees' }],
    });
    expect(await chargedRuns(testApp.database.db, member.id)).toBe(1);
  });

  it('still says nothing was charged when the first step fails', async () => {
    const chain = { ...FAILING_CHAIN, prompt: 'Outline [[fake:fail 500]]' };
    const answer = await generateJson(testApp.baseUrl, chain, member);
    expect(answer.body).toMatchObject({ charged: 0, steps: [] });
    expect(answer.body.error).toBe(
      "ChatGPT's provider failed (it answered 500). Nothing was charged; please try again.",
    );
    expect(await chargedRuns(testApp.database.db, member.id)).toBe(0);
  });
});

describe('each provider failure is named for what it was', () => {
  it.each([
    [
      'an answer it cannot read',
      '[[fake:garbage]]',
      "Claude's provider sent an answer we could not read.",
    ],
    ['a stream cut mid-answer', '[[fake:cut 2]]', "Claude's provider stopped mid-answer."],
    [
      'a refused key',
      '[[fake:fail 401]]',
      "Claude's provider refused this server's credentials (401). An administrator needs to check its configuration.",
    ],
    ['a provider error', '[[fake:fail 500]]', "Claude's provider failed (it answered 500)."],
  ])('%s', async (_label, marker, reason) => {
    const body: TextRunDraft = { prompt: `Hello ${marker}`, model: 'Claude' };
    const answer = await generateJson(testApp.baseUrl, body, member);
    expect(answer.status).toBe(502);
    expect(String(answer.body.error)).toMatch(
      new RegExp(`^${reason.replace(/[().]/g, '\\$&')} Nothing was charged`),
    );
    const events = await allEvents(await startStream(testApp.baseUrl, body, { user: member }));
    expect(events.at(-1)).toMatchObject({ type: 'error', message: answer.body.error });
    expect(await chargedRuns(testApp.database.db, member.id)).toBe(0);
  });

  it('names the timeout in JSON, after the bound', async () => {
    const started = performance.now();
    const answer = await generateJson(
      testApp.baseUrl,
      { prompt: 'Hello [[fake:hang]]', model: 'Gemini' },
      member,
    );
    expect(answer.status).toBe(504);
    expect(answer.body.error).toBe(
      "Gemini's provider did not answer within 1.5 s. Nothing was charged; please try again.",
    );
    expect(performance.now() - started).toBeGreaterThanOrEqual(1400);
  });
});

describe('a stream waiting on a quiet provider', () => {
  it('sends progress at least every interval until the timeout names itself', async () => {
    const response = await startStream(
      testApp.baseUrl,
      { prompt: 'Hello [[fake:hang]]', model: 'ChatGPT' },
      { user: member },
    );
    const started = performance.now();
    const arrivals: { type: string; at: number }[] = [];
    for await (const { event, at } of readEvents(response)) {
      arrivals.push({ type: event.type, at: at - started });
    }
    expect(arrivals.map((arrival) => arrival.type)).toEqual([
      'step',
      ...Array<string>(arrivals.length - 2).fill('progress'),
      'error',
    ]);
    // 1.5 s of silence at one progress each 200 ms: several, and never a long gap.
    expect(arrivals.filter((arrival) => arrival.type === 'progress').length).toBeGreaterThanOrEqual(
      5,
    );
    const gaps = arrivals.slice(1).map((arrival, i) => arrival.at - (arrivals[i]?.at ?? 0));
    expect(Math.max(...gaps)).toBeLessThan(PROGRESS_MS + 250);
  });

  it('sends no progress when the answer flows', async () => {
    const events = await allEvents(
      await startStream(testApp.baseUrl, { prompt: 'Hello', model: 'ChatGPT' }, { user: member }),
    );
    expect(events.some((event) => event.type === 'progress')).toBe(false);
    expect(events.at(-1)).toEqual({ type: 'done' });
  });
});

describe('the log of a failure', () => {
  it('has the request id and the provider’s status, and never the key', async () => {
    const answer = await generateJson(
      testApp.baseUrl,
      { prompt: 'Hello [[fake:fail 401]]', model: 'ChatGPT' },
      member,
    );
    const requestId = answer.headers.get('x-request-id');
    expect(requestId).toBeTruthy();
    const line = logs.lines().find((entry) => entry.requestId === requestId);
    expect(line).toMatchObject({
      msg: 'generation failed',
      model: 'ChatGPT',
      failure: 'bad-key',
      providerStatus: 401,
      code: 'BAD_GATEWAY',
    });
    for (const key of Object.values(FAKE_KEYS)) expect(logs.text()).not.toContain(key);
  });

  it('tells a provider 500 apart from a refused key', async () => {
    const answer = await generateJson(
      testApp.baseUrl,
      { prompt: 'Hello [[fake:fail 500]]', model: 'ChatGPT' },
      member,
    );
    const requestId = answer.headers.get('x-request-id');
    const line = logs.lines().find((entry) => entry.requestId === requestId);
    expect(line).toMatchObject({ failure: 'provider-error', providerStatus: 500 });
  });
});
