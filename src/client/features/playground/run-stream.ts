/**
 * One run over the wire: POST /api/prompts/generate as multipart (the
 * reference image rides along as a file), then the NDJSON answer read
 * event by event. A refusal before the run (400, 429, 503, 502/504) is a
 * JSON error instead of a stream; its `error` field is the message people
 * see, else the spec's "Failed to generate output" (section 8).
 */
import type { GenerationEvent } from '../../../shared/generation-events.ts';
import type { TextRunDraft } from '../../../shared/generation-inputs.ts';
import { GENERATION_STREAM_TYPE } from '../../../shared/generation-limits.ts';
import { readNdjson } from './ndjson-lines.ts';
import { parseGenerationEvent } from './parse-generation-event.ts';

export const GENERATION_FAILED_MESSAGE = 'Failed to generate output';

export class GenerationFailure extends Error {
  readonly code: string | null;

  constructor(message: string, code: string | null = null) {
    super(message);
    this.name = 'GenerationFailure';
    this.code = code;
  }
}

/** The multipart body the route reads (field names of the contract). */
export function generationFormData(draft: TextRunDraft, image: File | null): FormData {
  const form = new FormData();
  form.set('prompt', draft.prompt);
  form.set('systemPrompt', draft.systemPrompt ?? '');
  form.set('variables', JSON.stringify(draft.variables ?? {}));
  form.set('model', draft.model);
  form.set('isImagePrompt', draft.isImagePrompt ? 'true' : 'false');
  if (draft.chainedPrompts && draft.chainedPrompts.length > 0) {
    form.set('chainedPrompts', JSON.stringify(draft.chainedPrompts));
    form.set('executionType', draft.executionType ?? 'independent');
  }
  if (draft.settings) form.set('settings', JSON.stringify(draft.settings));
  if (image) form.set('image', image, image.name);
  return form;
}

interface ErrorAnswer {
  error?: unknown;
  code?: unknown;
}

async function failureOf(response: Response): Promise<GenerationFailure> {
  const answer = (await response.json().catch(() => null)) as ErrorAnswer | null;
  const message =
    typeof answer?.error === 'string' && answer.error.trim() !== ''
      ? answer.error
      : GENERATION_FAILED_MESSAGE;
  return new GenerationFailure(message, typeof answer?.code === 'string' ? answer.code : null);
}

export interface StreamRequest {
  draft: TextRunDraft;
  /** Sent only when the caller decided the model can see images. */
  image: File | null;
  /** Aborting it ends the run on the server and at the provider. */
  signal: AbortSignal;
  onEvent: (event: GenerationEvent) => void;
}

/** Resolves when the stream ends; rejects with a GenerationFailure, or the abort. */
export async function streamGeneration({
  draft,
  image,
  signal,
  onEvent,
}: StreamRequest): Promise<void> {
  const response = await fetch('/api/prompts/generate', {
    method: 'POST',
    headers: { Accept: GENERATION_STREAM_TYPE },
    body: generationFormData(draft, image),
    credentials: 'same-origin',
    signal,
  });
  if (!response.ok || !response.body) throw await failureOf(response);
  await readNdjson(response.body, (value) => {
    const event = parseGenerationEvent(value);
    if (event) onEvent(event);
  });
}
