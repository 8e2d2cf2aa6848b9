/**
 * Reads a run's request, JSON or multipart, into the shared input schema
 * and the optional reference image. Multipart carries every field as text
 * (`variables` and `chainedPrompts` as JSON text, `isImagePrompt` as
 * true/false); after that both shapes are judged by the same schema.
 */
import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  type GenerationInput,
  generationInput,
  storedRunInput,
  textRunInput,
} from '../../shared/generation-inputs.ts';
import { MAX_REFERENCE_IMAGE_BYTES } from '../../shared/generation-limits.ts';
import { AppError, fieldErrorsOf } from '../errors.ts';
import { imageTooLarge } from '../services/generation/reference-image.ts';

const JSON_FIELDS = new Set(['variables', 'chainedPrompts', 'settings']);
const TEXT_FIELDS = new Set([
  'promptId',
  'version',
  'prompt',
  'systemPrompt',
  'model',
  'isImagePrompt',
  'executionType',
]);

/** The JSON body, for the OpenAPI document: the texts of a run, or a stored prompt's id. */
export const generationRequestBody = z.union([textRunInput, storedRunInput]);

/** The multipart body, for the OpenAPI document: every field as text, and the image. */
export const generationMultipartBody = z.object({
  ...Object.fromEntries(
    [...TEXT_FIELDS, ...JSON_FIELDS].map((name) => [
      name,
      z
        .string()
        .optional()
        .describe(JSON_FIELDS.has(name) ? 'JSON text' : `As ${name} of the JSON body`),
    ]),
  ),
  image: z.file().optional().describe('A reference image for a vision model'),
});

export interface GenerationRequest {
  input: GenerationInput;
  image: Buffer | null;
}

function badField(field: string, message: string): AppError {
  return new AppError('BAD_REQUEST', `Invalid request: ${field} ${message}`, {
    fields: { [field]: message },
  });
}

function fieldValue(name: string, raw: string): unknown {
  // Browsers send form fields' line breaks as CRLF (the HTML form rules);
  // the model and the person's copy of the answer should see plain LF.
  const value = raw.replace(/\r\n?/g, '\n');
  if (name === 'isImagePrompt') return value === 'true' ? true : value === 'false' ? false : value;
  if (!JSON_FIELDS.has(name)) return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    throw badField(name, 'must be JSON text');
  }
}

async function readImage(part: Multipart & { type: 'file' }): Promise<Buffer> {
  if (part.fieldname !== 'image') throw badField(part.fieldname, 'is not a field of this request');
  try {
    const bytes = await part.toBuffer();
    if (part.file.truncated) throw imageTooLarge();
    return bytes;
  } catch (error) {
    if (error instanceof AppError) throw error;
    // @fastify/multipart's own "file too large" (past the part limit).
    throw imageTooLarge();
  }
}

async function readMultipart(
  request: FastifyRequest,
): Promise<{ raw: Record<string, unknown>; image: Buffer | null }> {
  const raw: Record<string, unknown> = {};
  let image: Buffer | null = null;
  const parts = request.parts({
    limits: { fileSize: MAX_REFERENCE_IMAGE_BYTES, files: 1, fields: 10, fieldSize: 1_000_000 },
  });
  for await (const part of parts) {
    if (part.type === 'file') image = await readImage(part);
    else if (TEXT_FIELDS.has(part.fieldname) || JSON_FIELDS.has(part.fieldname))
      raw[part.fieldname] = fieldValue(part.fieldname, String(part.value));
    else throw badField(part.fieldname, 'is not a field of this request');
  }
  return { raw, image };
}

function judge(raw: unknown): GenerationInput {
  const parsed = generationInput.safeParse(raw);
  if (parsed.success) return parsed.data;
  const fields = fieldErrorsOf(parsed.error);
  const summary = Object.entries(fields)
    .map(([field, message]) => `${field} ${message}`)
    .join('; ');
  throw new AppError('BAD_REQUEST', `Invalid request: ${summary}`, { fields });
}

export async function readGenerationRequest(request: FastifyRequest): Promise<GenerationRequest> {
  if (request.isMultipart()) {
    const { raw, image } = await readMultipart(request);
    return { input: judge(raw), image };
  }
  return { input: judge(request.body ?? {}), image: null };
}
