/**
 * The fake AI providers speak each provider's real wire format: the real AI
 * SDK providers, pointed at the fake by base URL, stream its answers, see its
 * failures as their own API errors, and their Stop reaches it. No database:
 * this is about the fake the playground tests stand on.
 */
import { createAnthropic } from '@ai-sdk/anthropic';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { createReplicate } from '@ai-sdk/replicate';
import {
  APICallError,
  generateImage,
  generateText,
  type LanguageModel,
  type ModelMessage,
  streamText,
} from 'ai';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type FakeAiProviders,
  type FakeRequest,
  startFakeAiProviders,
} from '../helpers/fake-ai/fake-ai-server.ts';

let fake: FakeAiProviders;

beforeAll(async () => {
  fake = await startFakeAiProviders();
});

afterAll(async () => {
  await fake.close();
});

beforeEach(() => {
  fake.reset();
});

interface ChatCase {
  provider: FakeRequest['provider'];
  id: string;
  model: (apiKey?: string) => LanguageModel;
}

const chatCases: ChatCase[] = [
  {
    provider: 'openai',
    id: 'gpt-4o-mini',
    model: (apiKey = fake.env.OPENAI_API_KEY) =>
      createOpenAI({ apiKey, baseURL: fake.env.OPENAI_BASE_URL }).chat('gpt-4o-mini'),
  },
  {
    provider: 'llama',
    id: 'llama3.1',
    model: (apiKey = fake.env.LLAMA_API_KEY) =>
      createOpenAICompatible({
        name: 'llama',
        apiKey,
        baseURL: fake.env.LLAMA_BASE_URL ?? '',
        includeUsage: true,
      }).chatModel(fake.env.LLAMA_MODEL ?? ''),
  },
  {
    provider: 'anthropic',
    id: 'claude-sonnet-4-5',
    model: (apiKey = fake.env.ANTHROPIC_API_KEY) =>
      createAnthropic({ apiKey, baseURL: fake.env.ANTHROPIC_BASE_URL }).messages(
        'claude-sonnet-4-5',
      ),
  },
  {
    provider: 'google',
    id: 'gemini-2.5-flash',
    model: (apiKey = fake.env.GOOGLE_GENERATIVE_AI_API_KEY) =>
      createGoogleGenerativeAI({ apiKey, baseURL: fake.env.GOOGLE_GENERATIVE_AI_BASE_URL })(
        'gemini-2.5-flash',
      ),
  },
];

/** Drains a stream, keeping its non-empty text chunks and the first error part. */
async function drain(result: ReturnType<typeof streamText>) {
  const chunks: string[] = [];
  let error: unknown;
  for await (const part of result.fullStream) {
    if (part.type === 'text-delta' && part.text !== '') chunks.push(part.text);
    if (part.type === 'error') error ??= part.error;
  }
  return { chunks, error };
}

async function apiErrorOf(call: Promise<unknown>): Promise<APICallError> {
  const error: unknown = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!APICallError.isInstance(error))
    throw new Error(`expected an APICallError, got ${String(error)}`);
  return error;
}

const pixel = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366ff' } })
    .png()
    .toBuffer();

describe.each(chatCases)('$provider chat through the real SDK', ({ provider, id, model }) => {
  it('streams the default answer word by word, with usage, and records the call', async () => {
    const result = streamText({
      model: model(),
      system: 'Be brief.',
      prompt: 'Say hello',
      maxOutputTokens: 64,
      maxRetries: 0,
    });
    const { chunks, error } = await drain(result);

    expect(error).toBeUndefined();
    expect(chunks.length).toBeGreaterThanOrEqual(5);
    expect(chunks.join('')).toBe(`Fake ${id} reply to: Say hello`);
    const usage = await result.usage;
    expect([usage.inputTokens, usage.outputTokens]).toEqual([4, 6]);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({
      provider,
      endpoint: 'chat',
      model: id,
      stream: true,
      system: 'Be brief.',
      userText: 'Say hello',
      messages: [{ role: 'user', text: 'Say hello' }],
      images: [],
      maxOutputTokens: 64,
      aborted: false,
      finished: true,
    });
  });

  it('answers a whole conversation as JSON, noting the previous assistant turn', async () => {
    const messages: ModelMessage[] = [
      { role: 'user', content: 'First question' },
      { role: 'assistant', content: 'An earlier answer from the model' },
      { role: 'user', content: 'Second question' },
    ];
    const { text } = await generateText({ model: model(), messages, maxRetries: 0 });

    expect(text).toBe(
      `Fake ${id} reply to: Second question (after: An earlier answer from the model)`,
    );
    expect(fake.requests[0]).toMatchObject({
      stream: false,
      system: '',
      userText: 'Second question',
      messages: [
        { role: 'user', text: 'First question' },
        { role: 'assistant', text: 'An earlier answer from the model' },
        { role: 'user', text: 'Second question' },
      ],
      finished: true,
    });
  });

  it('records the image of a vision call', async () => {
    const png = await pixel();
    await generateText({
      model: model(),
      maxRetries: 0,
      messages: [
        {
          role: 'user',
          content: [
            { type: 'text', text: 'What is in this picture?' },
            { type: 'image', image: png, mediaType: 'image/png' },
          ],
        },
      ],
    });

    expect(fake.requests[0]?.userText).toBe('What is in this picture?');
    expect(fake.requests[0]?.images).toEqual([
      { mediaType: 'image/png', base64: png.toString('base64') },
    ]);
  });

  it('fails a stream with a 500 when the prompt carries the marker', async () => {
    const result = streamText({
      model: model(),
      prompt: 'Break please [[fake:fail 500]]',
      maxRetries: 0,
      onError: () => undefined,
    });
    const { chunks, error } = await drain(result);

    expect(chunks).toEqual([]);
    expect(APICallError.isInstance(error) && error.statusCode).toBe(500);
    expect(APICallError.isInstance(error) && error.message).toBe(
      'The fake provider had an internal error.',
    );
  });

  it('fails with a 429 and retry-after when told to', async () => {
    fake.setBehaviour({ kind: 'fail', status: 429, message: 'Slow down, fake' });
    const error = await apiErrorOf(generateText({ model: model(), prompt: 'Hi', maxRetries: 0 }));

    expect(error.statusCode).toBe(429);
    expect(error.message).toBe('Slow down, fake');
    expect(error.responseHeaders?.['retry-after']).toBe('1');
  });

  it('answers 401 in its own words to a wrong key, recording nothing', async () => {
    const error = await apiErrorOf(
      generateText({ model: model('wrong-key'), prompt: 'Hi', maxRetries: 0 }),
    );

    expect(error.statusCode).toBe(401);
    expect(error.data).toBeDefined();
    expect(fake.requests).toEqual([]);
  });

  it('stops at maxOutputTokens words with the provider’s length finish reason', async () => {
    const result = await generateText({
      model: model(),
      prompt: 'Tell me everything',
      maxOutputTokens: 3,
      maxRetries: 0,
    });

    expect(result.text).toBe(`Fake ${id} reply`);
    expect(result.finishReason).toBe('length');
  });

  it('sees the client stop a stream halfway', async () => {
    fake.setBehaviour({ kind: 'answer', chunkDelayMs: 30 });
    const stop = new AbortController();
    const result = streamText({
      model: model(),
      prompt: 'A long story',
      abortSignal: stop.signal,
      maxRetries: 0,
    });
    for await (const chunk of result.textStream) {
      if (chunk !== '') break;
    }
    stop.abort();

    const request = await fake.waitForRequest((r) => r.userText === 'A long story');
    await fake.waitForAbort(request);
    expect(request.finished).toBe(false);
  });

  it('sees the client abort a hanging request', async () => {
    fake.setBehaviour({ kind: 'hang' });
    const stop = new AbortController();
    const result = streamText({
      model: model(),
      prompt: 'Take your time',
      abortSignal: stop.signal,
      maxRetries: 0,
      onError: () => undefined,
    });
    const drained = drain(result);
    const request = await fake.waitForRequest((r) => r.userText === 'Take your time');
    expect(request.aborted).toBe(false);

    stop.abort();
    await fake.waitForAbort(request);
    await drained;
    expect(request).toMatchObject({ aborted: true, finished: false });
  });
});

describe('image generation through the real SDK', () => {
  it('gets a real PNG from OpenAI images', async () => {
    const openai = createOpenAI({
      apiKey: fake.env.OPENAI_API_KEY,
      baseURL: fake.env.OPENAI_BASE_URL,
    });
    const { image } = await generateImage({
      model: openai.image('dall-e-3'),
      prompt: 'A blue square',
      maxRetries: 0,
    });

    expect(image.mediaType).toBe('image/png');
    const meta = await sharp(image.uint8Array).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 64, 64]);
    expect(fake.requests[0]).toMatchObject({
      provider: 'openai',
      endpoint: 'image',
      model: 'dall-e-3',
      userText: 'A blue square',
      finished: true,
    });
  });

  it('gets a real PNG from a Replicate prediction, in another colour', async () => {
    const replicate = createReplicate({
      apiToken: fake.env.REPLICATE_API_TOKEN,
      baseURL: fake.env.REPLICATE_BASE_URL,
    });
    const model = fake.env.DEEPFLOYD_MODEL ?? '';
    const [fromReplicate, fromOpenAi] = await Promise.all([
      generateImage({ model: replicate.image(model), prompt: 'A green circle', maxRetries: 0 }),
      generateImage({
        model: createOpenAI({
          apiKey: fake.env.OPENAI_API_KEY,
          baseURL: fake.env.OPENAI_BASE_URL,
        }).image('dall-e-3'),
        prompt: 'Same prompt',
        maxRetries: 0,
      }),
    ]);

    expect(fromReplicate.image.mediaType).toBe('image/png');
    expect((await sharp(fromReplicate.image.uint8Array).metadata()).format).toBe('png');
    expect(Buffer.from(fromReplicate.image.uint8Array)).not.toEqual(
      Buffer.from(fromOpenAi.image.uint8Array),
    );
    const request = await fake.waitForRequest((r) => r.provider === 'replicate');
    expect(request).toMatchObject({ endpoint: 'image', model, userText: 'A green circle' });
  });

  it('turns a Replicate failure into an APICallError with its detail', async () => {
    const replicate = createReplicate({
      apiToken: fake.env.REPLICATE_API_TOKEN,
      baseURL: fake.env.REPLICATE_BASE_URL,
    });
    const error = await apiErrorOf(
      generateImage({
        model: replicate.image(fake.env.DEEPFLOYD_MODEL ?? ''),
        prompt: 'Anything [[fake:fail 503]]',
        maxRetries: 0,
      }),
    );

    expect(error.statusCode).toBe(503);
    expect(error.message).toBe('The fake provider is overloaded.');
  });
});
