/**
 * Serves stored files, from disk or streamed through from the S3 bucket
 * (the bucket itself stays private). The browser is told exactly what the
 * bytes are and not to guess (nosniff); anything but images, PDFs and plain
 * text downloads instead of rendering, and a sandboxing CSP keeps a hostile
 * file from running script.
 *
 * Files of prompts not yet approved, and uploads no prompt has claimed,
 * are private (services/uploads/file-visibility.ts): the caller is resolved
 * from the session cookie or bearer token, as on the other doors, and anyone
 * not allowed gets the same 404 as for a missing file. Private answers are
 * never stored by a cache; public ones are cached for a day.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { resolveCredential } from '../auth/resolve-actor.ts';
import type { Database } from '../db/client.ts';
import { toAppError } from '../errors.ts';
import { logFailure } from '../logging.ts';
import { sendError } from '../http/error-reply.ts';
import { fileGate, type FileVisibility } from '../services/uploads/file-visibility.ts';
import { isStorageKey, type Storage } from '../storage/storage.ts';

const INLINE_TYPES = /^(image\/(png|jpeg|gif|webp|avif)|application\/pdf|text\/plain)$/;

function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Text we accepted is UTF-8 (checked on upload); say so, or browsers may guess another charset. */
function withCharset(contentType: string): string {
  const isText = /^(text\/|application\/json$)/.test(contentType);
  return isText ? `${contentType}; charset=utf-8` : contentType;
}

const CACHE_CONTROL: Record<Exclude<FileVisibility, 'hidden'>, string> = {
  public: 'public, max-age=86400',
  private: 'private, no-store',
};

function sendNotFound(reply: FastifyReply) {
  // no-store: a 404 cached by the browser would hide the file from its owner after sign-in.
  return reply
    .code(404)
    .header('cache-control', 'no-store')
    .type('text/plain')
    .send('File not found');
}

export interface UploadsRouteOptions {
  storage: Storage;
  db: Database;
}

/**
 * Who may see the file, with a database slot held only for the two short
 * reads (the file's rule, then the caller when it matters), not while the
 * bytes stream to a slow reader.
 */
async function visibilityOf(
  { db }: UploadsRouteOptions,
  request: FastifyRequest,
  key: string,
): Promise<FileVisibility> {
  return request.slots.during(async () => {
    const gate = await fileGate(db, key);
    if (gate.isPublic) return 'public';
    const { actor } = await resolveCredential(db, request.headers);
    return gate.visibilityFor(actor);
  });
}

export function registerUploadsRoute(app: FastifyInstance, options: UploadsRouteOptions): void {
  const { storage } = options;
  app.get<{ Params: { key: string }; Querystring: { download?: string } }>(
    '/uploads/:key',
    { config: { admission: 'steps' } },
    async (request, reply) => {
      const { key } = request.params;
      if (!isStorageKey(key)) return sendNotFound(reply);
      let visibility: FileVisibility;
      try {
        visibility = await visibilityOf(options, request, key);
      } catch (error) {
        const appError = toAppError(error);
        logFailure(request.log, appError, 'file access check failed');
        return sendError(reply, appError);
      }
      if (visibility === 'hidden') return sendNotFound(reply);
      const file = await storage.get(key);
      if (!file) return sendNotFound(reply);
      const forceDownload = request.query.download !== undefined;
      const inline = !forceDownload && INLINE_TYPES.test(file.contentType);
      return (
        reply
          .header('content-type', withCharset(file.contentType))
          .header('content-length', String(file.size))
          .header(
            'content-disposition',
            contentDisposition(inline ? 'inline' : 'attachment', file.fileName),
          )
          .header('x-content-type-options', 'nosniff')
          // Chromium refuses to show a PDF under a sandbox, so PDFs get none.
          .header(
            'content-security-policy',
            file.contentType === 'application/pdf'
              ? "default-src 'none'; style-src 'unsafe-inline'"
              : "default-src 'none'; style-src 'unsafe-inline'; sandbox",
          )
          .header('cache-control', CACHE_CONTROL[visibility])
          .send(file.body)
      );
    },
  );
}
