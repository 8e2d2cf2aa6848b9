/** REST door of uploads (API.md): a prompt attachment, multipart, field "file". */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCEPTED_TYPES_TEXT,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENT_MEGABYTES,
  MAX_UNCLAIMED_UPLOADS,
} from '../../shared/upload-limits.ts';
import { attachmentView } from '../../shared/prompt-views.ts';
import { closeAfterAnswer } from '../http/close-after-answer.ts';
import type { ServiceDeps } from '../services/service-deps.ts';
import type { UploadPart } from '../services/uploads/received-file.ts';
import { uploadAttachment } from '../services/uploads/upload-attachment.ts';
import { errorSchema, fileUploadBody, signedInErrors } from './rest-schemas.ts';
import { signedInActor } from './rest-tiers.ts';

/** How much more of a refused body is read and dropped (see stopReading). */
const DRAIN_AFTER_REFUSAL_BYTES = 1024 * 1024;

/**
 * The request's parts as the service reads them. The service counts the
 * bytes and stops at the limit; the parser's own limit is only a backstop
 * above it, because past its limit the parser skips the rest of the file by
 * reading it all, where a stopped reader holds the rest back unread. The
 * parser goes no further than a second file, which the service refuses.
 */
async function* partsOf(request: FastifyRequest): AsyncGenerator<UploadPart> {
  if (!request.isMultipart()) return;
  const parts = request.parts({
    limits: { fileSize: 2 * MAX_ATTACHMENT_BYTES, files: 2, fields: 10, parts: 20 },
  });
  for await (const part of parts) {
    yield part.type === 'file'
      ? {
          kind: 'file',
          field: part.fieldname,
          fileName: part.filename,
          stream: part.file,
          truncated: () => part.file.truncated,
        }
      : { kind: 'field', field: part.fieldname };
  }
}

/**
 * Refused before the whole body arrived (too large, a second file, no room
 * left). Most clients read no answer until they have sent their whole body
 * (Node's fetch among them), so up to DRAIN_AFTER_REFUSAL_BYTES more is read
 * and dropped: a body that ends within it leaves the client its answer and
 * the connection open. Past it, reading stops and the connection is dropped
 * a moment after the answer went out: closing at once would let the
 * client's network stack discard the answer, and reading on would take in
 * the rest of a body we already refused.
 */
function stopReading(request: FastifyRequest, reply: FastifyReply): void {
  const body = request.raw;
  body.unpipe();
  let drained = 0;
  const drop = (chunk: Buffer) => {
    drained += chunk.byteLength;
    if (drained <= DRAIN_AFTER_REFUSAL_BYTES) return;
    body.off('data', drop);
    body.pause();
    closeAfterAnswer(request, reply);
  };
  body.on('data', drop);
  body.resume();
}

export const uploadRoutes: FastifyPluginAsyncZod<{
  deps: ServiceDeps;
}> = async (app, { deps }) => {
  app.post(
    '/upload/single',
    {
      // Not queued as a whole: a 10 MB body on a slow link would hold one of
      // the few database slots (4 on the embedded database) for its whole
      // transfer. The service takes a slot for each database step instead.
      config: { tier: 'user', keyScope: 'write', admission: 'steps' },
      schema: {
        operationId: 'uploadFile',
        tags: ['Uploads'],
        summary: 'Upload a file to attach to a prompt (multipart, field "file")',
        description:
          `Up to ${MAX_ATTACHMENT_MEGABYTES} MB: ${ACCEPTED_TYPES_TEXT}. The type is read from the ` +
          'file itself; images are re-encoded without their metadata. Name the returned fileUrl ' +
          `in a prompt's attachments within 24 hours, or the file is removed. At most ` +
          `${MAX_UNCLAIMED_UPLOADS} files may wait for a prompt at once.`,
        documentedBody: { 'multipart/form-data': fileUploadBody },
        response: {
          201: z.object({ file: attachmentView }),
          ...signedInErrors,
          413: errorSchema,
          415: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const upload = uploadAttachment(deps, signedInActor(request), partsOf(request), {
        withDatabase: (work) => request.slots.during(work),
      });
      const file = await upload.catch((error: unknown) => {
        if (!request.raw.complete) stopReading(request, reply);
        throw error;
      });
      return reply.code(201).header('location', file.fileUrl).send({ file });
    },
  );
};
