/**
 * What a failed call has to tell the person: the server's own message when
 * it wrote one for people (an AppError, e.g. "Current password is
 * incorrect"), and per-field messages for the form. Validation failures
 * carry field messages only; their summary text is meant for developers.
 */
import { TRPCClientError } from '@trpc/client';
import { AvatarUploadError } from './upload-avatar.ts';

export interface ServerProblem {
  message: string | null;
  fields: Record<string, string>;
}

interface ErrorData {
  appCode?: string;
  fields?: Record<string, string>;
}

export function serverProblem(error: unknown): ServerProblem {
  if (error instanceof AvatarUploadError) {
    return { message: error.message, fields: { avatar: error.message } };
  }
  if (error instanceof TRPCClientError) {
    const data = error.data as ErrorData | undefined;
    return {
      message: data?.appCode && error.message ? error.message : null,
      fields: data?.fields ?? {},
    };
  }
  return { message: null, fields: {} };
}
