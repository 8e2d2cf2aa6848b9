/**
 * Anthropic Messages (`POST …/v1/messages`): a JSON message, or the named
 * SSE events message_start → content_block_* → message_delta (with usage)
 * → message_stop. Errors are `{ type: 'error', error: { type, message } }`.
 */
import type { FakeImage, FakeTurn, WireCall } from './fake-request.ts';
import { sseFrame } from './fake-http.ts';
import { asArray, asNumber, asRecord, asString } from './json-read.ts';
import { type ProviderWire, WireInputError } from './provider-wire.ts';
import { type TextAnswer, type TextWireFormat, writeTextAnswer } from './text-answer.ts';

const ERROR_TYPES: Record<number, string> = {
  400: 'invalid_request_error',
  401: 'authentication_error',
  404: 'not_found_error',
  429: 'rate_limit_error',
  500: 'api_error',
  503: 'overloaded_error',
};

function errorBody(status: number, message: string): unknown {
  return { type: 'error', error: { type: ERROR_TYPES[status] ?? 'api_error', message } };
}

/** `system` and message content are each a string or a list of blocks. */
function blocksText(content: unknown): string {
  if (typeof content === 'string') return content;
  return asArray(content)
    .map((block) => asRecord(block))
    .filter((block) => block?.type === 'text')
    .map((block) => asString(block?.text) ?? '')
    .join('\n');
}

function blocksImages(content: unknown): FakeImage[] {
  return asArray(content).flatMap((block) => {
    const source = asRecord(asRecord(block)?.source);
    if (asRecord(block)?.type !== 'image' || source?.type !== 'base64') return [];
    return [{ mediaType: asString(source.media_type) ?? '', base64: asString(source.data) ?? '' }];
  });
}

function readCall(body: unknown): WireCall {
  const record = asRecord(body) ?? {};
  const model = asString(record.model);
  const maxTokens = asNumber(record.max_tokens);
  if (!model) throw new WireInputError('model: Field required');
  if (!Array.isArray(record.messages)) throw new WireInputError('messages: Field required');
  if (maxTokens === undefined) throw new WireInputError('max_tokens: Field required');
  const messages: FakeTurn[] = [];
  let lastUserContent: unknown;
  for (const item of record.messages) {
    const message = asRecord(item) ?? {};
    if (message.role === 'user') lastUserContent = message.content;
    if (message.role === 'user' || message.role === 'assistant') {
      messages.push({ role: message.role, text: blocksText(message.content) });
    }
  }
  return {
    model,
    stream: record.stream === true,
    system: blocksText(record.system),
    messages,
    images: blocksImages(lastUserContent),
    maxOutputTokens: maxTokens,
  };
}

function stopReason(answer: TextAnswer): string {
  return answer.truncated ? 'max_tokens' : 'end_turn';
}

function event(type: string, fields: Record<string, unknown>): string {
  return sseFrame({ type, ...fields }, { event: type });
}

const messagesFormat: TextWireFormat = {
  json: (answer) => ({
    id: `msg_${answer.id}`,
    type: 'message',
    role: 'assistant',
    model: answer.request.model,
    content: [{ type: 'text', text: answer.text }],
    stop_reason: stopReason(answer),
    stop_sequence: null,
    usage: { input_tokens: answer.inputTokens, output_tokens: answer.outputTokens },
  }),
  open: (answer) => [
    event('message_start', {
      message: {
        id: `msg_${answer.id}`,
        type: 'message',
        role: 'assistant',
        model: answer.request.model,
        content: [],
        stop_reason: null,
        stop_sequence: null,
        usage: { input_tokens: answer.inputTokens, output_tokens: 1 },
      },
    }),
    event('content_block_start', { index: 0, content_block: { type: 'text', text: '' } }),
    event('ping', {}),
  ],
  piece: (_answer, piece) => [
    event('content_block_delta', { index: 0, delta: { type: 'text_delta', text: piece } }),
  ],
  close: (answer) => [
    event('content_block_stop', { index: 0 }),
    event('message_delta', {
      delta: { stop_reason: stopReason(answer), stop_sequence: null },
      usage: { output_tokens: answer.outputTokens },
    }),
    event('message_stop', {}),
  ],
};

export function createAnthropicWire(key: string): ProviderWire {
  return {
    provider: 'anthropic',
    endpoint: 'chat',
    refuse(req) {
      if (req.headers['x-api-key'] !== key) {
        return { status: 401, message: 'invalid x-api-key (fake anthropic)' };
      }
      if (!req.headers['anthropic-version']) {
        return { status: 400, message: 'anthropic-version: header is required' };
      }
      return null;
    },
    errorBody,
    readCall,
    answer: (context) => writeTextAnswer(context, messagesFormat),
  };
}
