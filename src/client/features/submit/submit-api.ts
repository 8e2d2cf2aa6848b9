/**
 * The submit form's server calls: creating and editing a prompt (tRPC), the
 * prompt an edit starts from, and uploading an attachment (the REST door,
 * multipart, since tRPC carries JSON only; the session cookie signs it).
 * A saved prompt changes the profile's lists and the library, so both are
 * fetched again.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import type { AttachmentView } from '../../../shared/prompt-views.ts';
import { MAX_ATTACHMENT_MEGABYTES } from '../../../shared/upload-limits.ts';
import { useTRPC } from '../../lib/trpc.ts';

function useRefreshPromptLists() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.account.myPrompts.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.library.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.prompts.submissionQuota.queryKey() }),
    ]);
}

/** What the member's plan allows this month and what is left (for the notice above the form). */
export function useSubmissionQuota() {
  const trpc = useTRPC();
  return useQuery(trpc.prompts.submissionQuota.queryOptions());
}

export function useCreatePrompt() {
  const trpc = useTRPC();
  const refresh = useRefreshPromptLists();
  return useMutation(trpc.prompts.create.mutationOptions({ onSuccess: refresh }));
}

export function useUpdatePrompt() {
  const trpc = useTRPC();
  const refresh = useRefreshPromptLists();
  return useMutation(trpc.prompts.update.mutationOptions({ onSuccess: refresh }));
}

/** The prompt to edit: the owner and admins see it in any status, others get NOT_FOUND. */
export function usePromptToEdit(id: string) {
  const trpc = useTRPC();
  return useQuery(
    trpc.library.byId.queryOptions(
      { id },
      // An edit must start from what is stored now, not from a cached list.
      { retry: false, staleTime: 0, refetchOnWindowFocus: false },
    ),
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** True when the server says there is no such prompt (for this caller). */
export function isNotFound(error: unknown): boolean {
  if (!(error instanceof TRPCClientError)) return false;
  const data: unknown = error.data;
  return isRecord(data) && data.code === 'NOT_FOUND';
}

export class UploadFailure extends Error {
  override name = 'UploadFailure';
}

function attachmentOf(body: unknown): AttachmentView | null {
  if (!isRecord(body) || !isRecord(body.file)) return null;
  const { fileName, fileUrl, fileType, fileSize } = body.file;
  return typeof fileName === 'string' &&
    typeof fileUrl === 'string' &&
    typeof fileType === 'string' &&
    typeof fileSize === 'number'
    ? { fileName, fileUrl, fileType, fileSize }
    : null;
}

/** What to say when the server gave no words of its own. */
function fallbackReason(status: number): string {
  if (status === 413) return `The file is larger than ${MAX_ATTACHMENT_MEGABYTES} MB.`;
  if (status === 415) return 'This type of file is not accepted.';
  if (status === 401) return 'Your session has ended. Sign in again.';
  return 'Something went wrong on our side. Try again.';
}

/** POST /api/upload/single; throws UploadFailure with the reason to show. */
export async function uploadAttachment(file: File): Promise<AttachmentView> {
  const form = new FormData();
  form.append('file', file);
  let response: Response;
  try {
    response = await fetch('/api/upload/single', {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
    });
  } catch {
    throw new UploadFailure('Check your connection and try again.');
  }
  const body: unknown = await response.json().catch(() => null);
  const attachment = attachmentOf(body);
  if (response.ok && attachment) return attachment;
  const said = isRecord(body) && typeof body.error === 'string' ? body.error : null;
  throw new UploadFailure(said ?? fallbackReason(response.status));
}
