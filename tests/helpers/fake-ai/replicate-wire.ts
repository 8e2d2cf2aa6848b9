/**
 * Replicate predictions, as the image SDK uses them: `POST
 * …/models/{owner}/{name}/predictions` (or `…/predictions` with a `version`
 * for pinned models) with `Prefer: wait`, answered at once with a succeeded
 * prediction whose `output` lists file URLs on this fake; the SDK then
 * downloads each PNG (without credentials, as from Replicate's file host).
 */
import { randomUUID } from 'node:crypto';
import { DEFAULT_CHUNK_DELAY_MS } from './fake-behaviour.ts';
import { isGone, pause, sendJson } from './fake-http.ts';
import { asNumber, asRecord, asString, parseDataUrl } from './json-read.ts';
import { bearerToken, type ProviderWire, WireInputError } from './provider-wire.ts';

const FILES_PATH = '/replicate/files';

/** Where a prediction's PNG is served; the model id picks its colour. */
export function replicateFileUrl(baseUrl: string, model: string, name: string): string {
  return `${baseUrl}${FILES_PATH}/${encodeURIComponent(model)}/${name}.png`;
}

/** The model id of a file URL path, or undefined when the path is not one. */
export function modelOfReplicateFile(pathname: string): string | undefined {
  const match = /^\/replicate\/files\/([^/]+)\/[^/]+\.png$/.exec(pathname);
  return match?.[1] === undefined ? undefined : decodeURIComponent(match[1]);
}

function errorBody(status: number, message: string): unknown {
  return { title: `Fake Replicate error ${status}`, detail: message, status };
}

export function createReplicateWire(key: string): ProviderWire {
  return {
    provider: 'replicate',
    endpoint: 'image',
    refuse(req) {
      // Replicate takes `Bearer <token>` and the older `Token <token>`.
      if (bearerToken(req) === key) return null;
      return { status: 401, message: 'Invalid token (fake replicate).' };
    },
    errorBody,
    readCall(body, params) {
      const record = asRecord(body) ?? {};
      const input = asRecord(record.input);
      const prompt = asString(input?.prompt);
      const model = params.model ?? asString(record.version);
      if (!model) throw new WireInputError('version: a version or a model path is required');
      if (prompt === undefined) throw new WireInputError('input: prompt is required');
      const image = parseDataUrl(asString(input?.image) ?? '');
      return {
        model,
        stream: false,
        system: '',
        messages: [{ role: 'user', text: prompt }],
        images: image ? [image] : [],
        maxOutputTokens: null,
      };
    },
    async answer({ res, request, behaviour, baseUrl }) {
      const input = asRecord(asRecord(request.body)?.input) ?? {};
      const count = asNumber(input.num_outputs) ?? 1;
      const id = randomUUID().replaceAll('-', '').slice(0, 20);
      await pause(behaviour.chunkDelayMs ?? DEFAULT_CHUNK_DELAY_MS);
      if (isGone(res)) return;
      const now = new Date().toISOString();
      sendJson(res, 201, {
        id,
        model: request.model,
        version: asString(asRecord(request.body)?.version) ?? 'fake',
        input,
        logs: '',
        output: Array.from({ length: count }, (_, index) =>
          replicateFileUrl(baseUrl, request.model, `${id}-${index}`),
        ),
        data_removed: false,
        error: null,
        status: 'succeeded',
        created_at: now,
        started_at: now,
        completed_at: now,
        urls: {
          get: `${baseUrl}/replicate/v1/predictions/${id}`,
          cancel: `${baseUrl}/replicate/v1/predictions/${id}/cancel`,
        },
        metrics: { predict_time: 0.01, image_count: count },
      });
    },
  };
}
