/**
 * Gemini generateContent (`POST …/models/{model}:generateContent`, and
 * `:streamGenerateContent?alt=sse` whose SSE chunks are whole responses):
 * `candidates[0].content.parts[].text`, `usageMetadata`, `systemInstruction`,
 * images as `inlineData`. Errors are `{ error: { code, message, status } }`.
 */
import type { FakeImage, FakeTurn, WireCall } from './fake-request.ts';
import { sseFrame } from './fake-http.ts';
import { asArray, asNumber, asRecord, asString } from './json-read.ts';
import { type ProviderWire, type RouteParams, WireInputError } from './provider-wire.ts';
import { type TextAnswer, type TextWireFormat, writeTextAnswer } from './text-answer.ts';

const ERROR_STATUSES: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  404: 'NOT_FOUND',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
};

function errorBody(status: number, message: string): unknown {
  return { error: { code: status, message, status: ERROR_STATUSES[status] ?? 'UNKNOWN' } };
}

function partsText(content: unknown): string {
  return asArray(asRecord(content)?.parts)
    .map((part) => asString(asRecord(part)?.text))
    .filter((text) => text !== undefined)
    .join('\n');
}

function partsImages(content: unknown): FakeImage[] {
  return asArray(asRecord(content)?.parts).flatMap((part) => {
    const inline = asRecord(asRecord(part)?.inlineData);
    if (!inline) return [];
    return [{ mediaType: asString(inline.mimeType) ?? '', base64: asString(inline.data) ?? '' }];
  });
}

function readCall(body: unknown, params: RouteParams): WireCall {
  const record = asRecord(body) ?? {};
  if (!Array.isArray(record.contents)) throw new WireInputError('contents is not specified');
  const messages: FakeTurn[] = [];
  let lastUserContent: unknown;
  for (const content of record.contents) {
    const role = asRecord(content)?.role;
    if (role === 'user' || role === undefined) lastUserContent = content;
    if (role === 'model') messages.push({ role: 'assistant', text: partsText(content) });
    else if (role === 'user' || role === undefined) {
      messages.push({ role: 'user', text: partsText(content) });
    }
  }
  return {
    model: (params.model ?? '').replace(/^models\//, ''),
    stream: params.stream === true,
    system: partsText(record.systemInstruction),
    messages,
    images: partsImages(lastUserContent),
    maxOutputTokens: asNumber(asRecord(record.generationConfig)?.maxOutputTokens) ?? null,
  };
}

function response(answer: TextAnswer, text: string, done: boolean) {
  const candidate = {
    content: { parts: [{ text }], role: 'model' },
    index: 0,
    ...(done && { finishReason: answer.truncated ? 'MAX_TOKENS' : 'STOP' }),
  };
  const usageMetadata = done
    ? {
        promptTokenCount: answer.inputTokens,
        candidatesTokenCount: answer.outputTokens,
        totalTokenCount: answer.inputTokens + answer.outputTokens,
      }
    : { promptTokenCount: answer.inputTokens, totalTokenCount: answer.inputTokens };
  return {
    candidates: [candidate],
    usageMetadata,
    modelVersion: answer.request.model,
    responseId: answer.id,
  };
}

// Gemini ends its SSE lines with CRLF.
const frame = (data: unknown) => sseFrame(data, { eol: '\r\n' });

const generateContentFormat: TextWireFormat = {
  json: (answer) => response(answer, answer.text, true),
  open: () => [],
  piece: (answer, piece) => [frame(response(answer, piece, false))],
  close: (answer) => [frame(response(answer, '', true))],
};

export function createGeminiWire(key: string): ProviderWire {
  return {
    provider: 'google',
    endpoint: 'chat',
    refuse(req, url) {
      // The API takes the key as a header or as ?key=.
      const given = req.headers['x-goog-api-key'] ?? url.searchParams.get('key');
      if (given === key) return null;
      return { status: 401, message: 'API key not valid. Please pass a valid API key. (fake)' };
    },
    errorBody,
    readCall,
    answer: (context) => writeTextAnswer(context, generateContentFormat),
  };
}
