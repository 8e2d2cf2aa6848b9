/**
 * OpenAI Chat Completions (`POST …/chat/completions`), spoken both by OpenAI
 * itself and by OpenAI-compatible servers such as Ollama (our Llama): JSON
 * answers, SSE chunks ending in `data: [DONE]`, and the usage chunk when the
 * client asks for it with `stream_options.include_usage`.
 */
import type { IncomingMessage } from 'node:http';
import type { FakeImage, FakeProvider, FakeTurn, WireCall } from './fake-request.ts';
import { sseFrame } from './fake-http.ts';
import { asArray, asNumber, asRecord, asString, parseDataUrl } from './json-read.ts';
import {
  bearerToken,
  type ProviderWire,
  type WireRefusal,
  WireInputError,
} from './provider-wire.ts';
import { type TextAnswer, type TextWireFormat, writeTextAnswer } from './text-answer.ts';

const ERROR_KINDS: Record<number, { type: string; code: string | null }> = {
  400: { type: 'invalid_request_error', code: null },
  401: { type: 'invalid_request_error', code: 'invalid_api_key' },
  404: { type: 'invalid_request_error', code: 'unknown_url' },
  429: { type: 'requests', code: 'rate_limit_exceeded' },
  500: { type: 'server_error', code: null },
  503: { type: 'server_error', code: 'service_unavailable' },
};

export function openAiErrorBody(status: number, message: string): unknown {
  const kind = ERROR_KINDS[status] ?? { type: 'server_error', code: null };
  return { error: { message, type: kind.type, param: null, code: kind.code } };
}

export function refuseWithoutBearer(
  req: IncomingMessage,
  key: string,
  provider: string,
): WireRefusal | null {
  if (bearerToken(req) === key) return null;
  return { status: 401, message: `Incorrect API key provided for the fake ${provider}.` };
}

/** Content is a string, or parts of which `text` parts carry the words. */
function contentText(content: unknown): string {
  if (typeof content === 'string') return content;
  return asArray(content)
    .map((part) => asRecord(part))
    .filter((part) => part?.type === 'text')
    .map((part) => asString(part?.text) ?? '')
    .join('\n');
}

function contentImages(content: unknown): FakeImage[] {
  return asArray(content).flatMap((part) => {
    const record = asRecord(part);
    if (record?.type !== 'image_url') return [];
    // image_url is {url} in the API; a bare string is tolerated as some servers do.
    const url = asString(asRecord(record.image_url)?.url) ?? asString(record.image_url) ?? '';
    const image = parseDataUrl(url);
    return image ? [image] : [];
  });
}

export function readOpenAiChatCall(body: unknown): WireCall {
  const record = asRecord(body) ?? {};
  const model = asString(record.model);
  if (!model) throw new WireInputError('you must provide a model parameter');
  if (!Array.isArray(record.messages)) throw new WireInputError("'messages' is required");
  const system: string[] = [];
  const messages: FakeTurn[] = [];
  let lastUserContent: unknown;
  for (const item of record.messages) {
    const message = asRecord(item) ?? {};
    const role = message.role;
    // Reasoning models get the system prompt as a `developer` message.
    if (role === 'system' || role === 'developer') system.push(contentText(message.content));
    if (role === 'user') lastUserContent = message.content;
    if (role === 'user' || role === 'assistant') {
      messages.push({ role, text: contentText(message.content) });
    }
  }
  return {
    model,
    stream: record.stream === true,
    system: system.join('\n'),
    messages,
    images: contentImages(lastUserContent),
    // Reasoning models carry the limit as max_completion_tokens.
    maxOutputTokens: asNumber(record.max_tokens) ?? asNumber(record.max_completion_tokens) ?? null,
  };
}

function usage(answer: TextAnswer) {
  return {
    prompt_tokens: answer.inputTokens,
    completion_tokens: answer.outputTokens,
    total_tokens: answer.inputTokens + answer.outputTokens,
  };
}

function chunk(answer: TextAnswer, fields: Record<string, unknown>) {
  return {
    id: `chatcmpl-${answer.id}`,
    object: 'chat.completion.chunk',
    created: answer.created,
    model: answer.request.model,
    system_fingerprint: 'fp_fake',
    ...fields,
  };
}

function choiceChunk(answer: TextAnswer, delta: unknown, finishReason: string | null) {
  return chunk(answer, {
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
  });
}

function wantsUsage(answer: TextAnswer): boolean {
  const options = asRecord(asRecord(answer.request.body)?.stream_options);
  return options?.include_usage === true;
}

const chatFormat: TextWireFormat = {
  json: (answer) => ({
    id: `chatcmpl-${answer.id}`,
    object: 'chat.completion',
    created: answer.created,
    model: answer.request.model,
    system_fingerprint: 'fp_fake',
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content: answer.text, refusal: null },
        logprobs: null,
        finish_reason: answer.truncated ? 'length' : 'stop',
      },
    ],
    usage: usage(answer),
  }),
  open: (answer) => [sseFrame(choiceChunk(answer, { role: 'assistant', content: '' }, null))],
  piece: (answer, piece) => [sseFrame(choiceChunk(answer, { content: piece }, null))],
  close: (answer) => [
    sseFrame(choiceChunk(answer, {}, answer.truncated ? 'length' : 'stop')),
    ...(wantsUsage(answer) ? [sseFrame(chunk(answer, { choices: [], usage: usage(answer) }))] : []),
    sseFrame('[DONE]'),
  ],
};

/** The chat wire for OpenAI itself or an OpenAI-compatible server, each with its own key. */
export function createOpenAiChatWire(
  provider: Extract<FakeProvider, 'openai' | 'llama'>,
  key: string,
): ProviderWire {
  return {
    provider,
    endpoint: 'chat',
    refuse: (req) => refuseWithoutBearer(req, key, provider),
    errorBody: openAiErrorBody,
    readCall: readOpenAiChatCall,
    answer: (context) => writeTextAnswer(context, chatFormat),
  };
}
