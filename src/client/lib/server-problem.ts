/**
 * The one reader of a failed server call: what it has to tell the person.
 * - message: the server's own words when it wrote some for people (an
 *   AppError, e.g. "Current password is incorrect"), else null so the
 *   screen says something that fits it. Validation failures carry field
 *   messages only; their summary text is meant for developers.
 * - fields: per-field messages ("is incorrect"), keyed by input name.
 * - requestId: the id the server logged the request under. On an unexpected
 *   failure (a 500) the message ends with it, so the person can quote it.
 */
import { TRPCClientError } from '@trpc/client';

export const UNEXPECTED_MESSAGE = 'Something went wrong on our side';

export interface ServerProblem {
  message: string | null;
  /** The server's error code (TOO_MANY_REQUESTS, ...), when it gave one. */
  code: string | null;
  fields: Record<string, string>;
  requestId: string | null;
}

interface ErrorData {
  /** The tRPC code, e.g. INTERNAL_SERVER_ERROR. */
  code?: unknown;
  appCode?: unknown;
  fields?: Record<string, string>;
  requestId?: unknown;
}

export function serverProblem(error: unknown): ServerProblem {
  if (!(error instanceof TRPCClientError))
    return { message: null, code: null, fields: {}, requestId: null };
  const data = error.data as ErrorData | null | undefined;
  const requestId =
    typeof data?.requestId === 'string' && data.requestId !== '' ? data.requestId : null;
  const ownWords = data?.appCode && error.message ? error.message : null;
  const isUnexpected = data?.code === 'INTERNAL_SERVER_ERROR';
  return {
    message:
      isUnexpected && requestId
        ? `${ownWords ?? UNEXPECTED_MESSAGE} (reference ${requestId})`
        : ownWords,
    code: typeof data?.appCode === 'string' ? data.appCode : null,
    fields: data?.fields ?? {},
    requestId,
  };
}
