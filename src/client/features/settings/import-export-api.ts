/**
 * Import and export in Settings (decision 055). Both go through the REST
 * door: an export is a download link (lib/prompt-export-url.ts), and an
 * import posts the file as multipart, which tRPC's JSON cannot carry:
 * first with dryRun for the preview, then for real. A refusal carries the
 * server's own words (which row, and why).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  IMPORT_TOO_LARGE_MESSAGE,
  MAX_IMPORT_BYTES,
} from '../../../shared/prompt-exchange-limits.ts';
import type { ImportPreview, ImportResult } from '../../../shared/prompt-exchange-views.ts';

const IMPORT_URL = '/api/users/me/prompts/import';

export class ImportRequestError extends Error {
  override name = 'ImportRequestError';
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

async function postFile(file: File, dryRun: boolean): Promise<unknown> {
  // The server would read all of it before answering 413: say so without sending it.
  if (file.size > MAX_IMPORT_BYTES) throw new ImportRequestError(IMPORT_TOO_LARGE_MESSAGE);
  const form = new FormData();
  form.append('file', file);
  let response: Response;
  try {
    response = await fetch(dryRun ? `${IMPORT_URL}?dryRun=true` : IMPORT_URL, {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
    });
  } catch {
    throw new ImportRequestError(
      'The file could not be sent. Check your connection and try again.',
    );
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok && isObject(body)) return body;
  const message = isObject(body) && typeof body.error === 'string' ? body.error : null;
  throw new ImportRequestError(message ?? 'The file could not be read. Please try again.');
}

export function useImportPreview() {
  return useMutation({
    mutationFn: async (file: File) => (await postFile(file, true)) as ImportPreview,
  });
}

export function useRunImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => (await postFile(file, false)) as ImportResult,
    // The member's lists (profile, collections' counts) now hold more prompts.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
