/**
 * OpenAI image generation (`POST …/images/generations`), as DALL·E and GPT
 * Image answer it: `{ data: [{ b64_json }] }`, one real PNG per requested image.
 */
import { DEFAULT_CHUNK_DELAY_MS } from './fake-behaviour.ts';
import { fakePng } from './fake-image.ts';
import { isGone, pause, sendJson } from './fake-http.ts';
import { asNumber, asRecord, asString } from './json-read.ts';
import { openAiErrorBody, refuseWithoutBearer } from './openai-wire.ts';
import { type ProviderWire, WireInputError } from './provider-wire.ts';

export function createOpenAiImageWire(key: string): ProviderWire {
  return {
    provider: 'openai',
    endpoint: 'image',
    refuse: (req) => refuseWithoutBearer(req, key, 'openai'),
    errorBody: openAiErrorBody,
    readCall(body) {
      const record = asRecord(body) ?? {};
      const prompt = asString(record.prompt);
      if (prompt === undefined) throw new WireInputError("'prompt' is required");
      return {
        model: asString(record.model) ?? 'dall-e-2',
        stream: false,
        system: '',
        messages: [{ role: 'user', text: prompt }],
        images: [],
        maxOutputTokens: null,
      };
    },
    async answer({ res, request, behaviour }) {
      const count = asNumber(asRecord(request.body)?.n) ?? 1;
      const png = (await fakePng(request.model)).toString('base64');
      // An image takes one chunk's delay, so `[[fake:slow 2000]]` makes a slow picture.
      await pause(behaviour.chunkDelayMs ?? DEFAULT_CHUNK_DELAY_MS);
      if (isGone(res)) return;
      sendJson(res, 200, {
        created: Math.floor(Date.now() / 1000),
        data: Array.from({ length: count }, () => ({ b64_json: png })),
      });
    },
  };
}
