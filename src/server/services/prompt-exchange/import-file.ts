/**
 * Reads an import file into candidates: UTF-8 text, then by its first
 * character JSON (ours, by its `format`, or Langfuse's list of prompt
 * versions) or else CSV. A file that is none of these, or holds more than
 * MAX_IMPORT_PROMPTS prompts, is refused whole with 400 saying why.
 */
import {
  EXPORT_FORMAT_NAME,
  EXPORT_FORMAT_VERSION,
  type ImportFormat,
  MAX_IMPORT_PROMPTS,
} from '../../../shared/prompt-exchange-limits.ts';
import { AppError } from '../../errors.ts';
import { csvCandidates } from './csv-rows.ts';
import type { ImportCandidate } from './import-candidate.ts';
import { langfuseCandidates, looksLikeLangfuse } from './langfuse-rows.ts';
import { promptHubCandidate } from './prompt-hub-rows.ts';

export interface ImportFile {
  format: ImportFormat;
  candidates: ImportCandidate[];
}

function fileError(message: string): AppError {
  return new AppError('BAD_REQUEST', message, { fields: { file: message } });
}

function decode(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw fileError('The file is not UTF-8 text. Save it as UTF-8 and try again.');
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (cause) {
    const detail = cause instanceof Error ? cause.message : 'it could not be read';
    throw fileError(`The file is not valid JSON: ${detail}`);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fromJson(document: unknown): ImportFile {
  if (isRecord(document) && document.format === EXPORT_FORMAT_NAME) {
    if (document.version !== EXPORT_FORMAT_VERSION)
      throw fileError(
        `This file is version ${String(document.version)} of the export format; this hub reads version ${EXPORT_FORMAT_VERSION}.`,
      );
    if (!Array.isArray(document.prompts)) throw fileError('The file has no list of prompts.');
    return {
      format: 'prompt-hub',
      candidates: document.prompts.map((item, at) => promptHubCandidate(item, at + 1)),
    };
  }
  const list = isRecord(document) && Array.isArray(document.prompts) ? document.prompts : document;
  if (looksLikeLangfuse(list)) return { format: 'langfuse', candidates: langfuseCandidates(list) };
  throw fileError('This JSON file is neither a Prompt Hub export nor a Langfuse prompt export.');
}

export function readImportFile(bytes: Uint8Array): ImportFile {
  if (bytes.byteLength === 0) throw fileError('The file is empty. Choose another file.');
  const text = decode(bytes).replace(/^\uFEFF/, '');
  const first = text.trimStart()[0];
  const file =
    first === '{' || first === '['
      ? fromJson(parseJson(text))
      : { format: 'prompts-chat-csv' as const, candidates: csvCandidates(text) };
  if (file.candidates.length > MAX_IMPORT_PROMPTS)
    throw fileError(
      `The file holds ${file.candidates.length.toLocaleString('en')} prompts; an import takes at most ${MAX_IMPORT_PROMPTS.toLocaleString('en')}. Split it and import each part.`,
    );
  if (file.candidates.length === 0) throw fileError('The file has no prompts in it.');
  return file;
}
