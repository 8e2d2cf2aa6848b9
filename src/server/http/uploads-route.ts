/**
 * Serves stored files, from disk or streamed through from the S3 bucket
 * (the bucket itself stays private). The browser is told exactly what the
 * bytes are and not to guess (nosniff); anything but images, PDFs and plain
 * text downloads instead of rendering, and a sandboxing CSP keeps a hostile
 * file from running script.
 */
import type { FastifyInstance } from 'fastify';
import type { Storage } from '../storage/storage.ts';

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

export function registerUploadsRoute(app: FastifyInstance, storage: Storage): void {
  app.get<{ Params: { key: string }; Querystring: { download?: string } }>(
    '/uploads/:key',
    async (request, reply) => {
      const file = await storage.get(request.params.key);
      if (!file) return reply.code(404).type('text/plain').send('File not found');
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
          .header('cache-control', 'public, max-age=86400')
          .send(file.body)
      );
    },
  );
}
