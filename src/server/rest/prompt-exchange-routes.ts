/**
 * REST doors of prompt import and export (API.md "Private prompts,
 * collections, import and export"; decision 055). REST only: a file goes
 * up as multipart and comes down as a stream, which tRPC's JSON carries
 * badly; the web app calls these paths too.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  libraryExportInput,
  libraryImportInput,
  memberExportInput,
  memberImportInput,
} from '../../shared/prompt-exchange-inputs.ts';
import {
  IMPORT_TOO_LARGE_MESSAGE,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_MEGABYTES,
  MAX_IMPORT_PROMPTS,
} from '../../shared/prompt-exchange-limits.ts';
import { importPreview, importResult } from '../../shared/prompt-exchange-views.ts';
import { AppError } from '../errors.ts';
import {
  exportLibrary,
  exportMemberPrompts,
  type ExportFile,
} from '../services/prompt-exchange/prompt-export.ts';
import { previewImport, runImport } from '../services/prompt-exchange/prompt-import.ts';
import type { ServiceDeps } from '../services/service-deps.ts';
import { exportFileTypes } from './prompt-exchange-documents.ts';
import { errorSchema, fileUploadBody, signedInErrors } from './rest-schemas.ts';
import { signedInActor } from './rest-tiers.ts';

const tags = ['Import and export'];

const IMPORT_DESCRIPTION =
  `One file (field "file"), up to ${MAX_IMPORT_MEGABYTES} MB and ${MAX_IMPORT_PROMPTS.toLocaleString('en')} prompts: ` +
  "a Prompt Hub JSON export, a CSV in prompts.chat's layout (act, prompt, for_devs, type, contributor, " +
  'optionally our columns after them), or a Langfuse prompt export (a JSON list of prompt versions). ' +
  'With dryRun=true: the preview, every row with what would happen to it and its problems; nothing is ' +
  'written. Otherwise every new row is imported in one transaction, or, when any row has an error, ' +
  'nothing is and the answer names the rows (400; 409 when only the plan’s room for private prompts ' +
  'stands in the way). A row whose title, text, system prompt and chain this member already imported ' +
  'is skipped and counted in skipped.';

/** The file of a multipart body, whole (at most MAX_IMPORT_BYTES), or a 400 or 413. */
async function fileOf(request: FastifyRequest): Promise<Buffer> {
  const part = request.isMultipart()
    ? await request.file({ limits: { fileSize: MAX_IMPORT_BYTES, files: 1 } })
    : undefined;
  if (!part || part.fieldname !== 'file')
    throw new AppError('BAD_REQUEST', 'Attach the file in a form field named "file".', {
      fields: { file: 'is required' },
    });
  const bytes = await part.toBuffer().catch(() => null);
  if (!bytes || part.file.truncated)
    throw new AppError('PAYLOAD_TOO_LARGE', IMPORT_TOO_LARGE_MESSAGE);
  return bytes;
}

function sendFile(reply: FastifyReply, file: ExportFile) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(file.body);
}

const importResponses = {
  200: importPreview,
  201: importResult,
  ...signedInErrors,
  409: errorSchema,
  413: errorSchema,
};

export const promptExchangeRoutes: FastifyPluginAsyncZod<{ deps: ServiceDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    '/users/me/prompts/export',
    {
      // Each batch of prompts takes a database slot of its own while the file streams.
      config: { tier: 'user', keyScope: 'read', admission: 'steps' },
      schema: {
        operationId: 'exportMyPrompts',
        tags,
        summary: 'Export my prompts, or a collection I can see, as JSON or CSV',
        description:
          'Without collection: every prompt the caller made, whatever its status. With it: the ' +
          "collection's prompts the caller may see, in its order (404 for a collection they may not see).",
        querystring: memberExportInput,
        documentedFile: { description: 'The export file, streamed', types: exportFileTypes },
        response: { ...signedInErrors },
      },
    },
    async (request, reply) => {
      const step = <T>(work: () => Promise<T>) => request.slots.during(work);
      const file = await exportMemberPrompts(deps, signedInActor(request), request.query, step);
      return sendFile(reply, file);
    },
  );

  app.post(
    '/users/me/prompts/import',
    {
      // Not queued as a whole: the body is read by the handler first.
      config: { tier: 'user', keyScope: 'write', admission: 'steps' },
      schema: {
        operationId: 'importMyPrompts',
        tags,
        summary: 'Import prompts from a file as private prompts (preview with dryRun=true)',
        description: `${IMPORT_DESCRIPTION} Each imported prompt is private and counts against the plan's private prompts; none uses a monthly submission.`,
        querystring: memberImportInput,
        documentedBody: { 'multipart/form-data': fileUploadBody },
        response: importResponses,
      },
    },
    async (request, reply) => {
      const actor = signedInActor(request);
      const bytes = await fileOf(request);
      const step = <T>(work: () => Promise<T>) => request.slots.during(work);
      if (request.query.dryRun) return previewImport(deps, actor, bytes, null, step);
      return reply.code(201).send(await runImport(deps, actor, bytes, null, step));
    },
  );

  app.get(
    '/admin/prompts/export',
    {
      config: { tier: 'admin', admission: 'steps' },
      schema: {
        operationId: 'exportLibrary',
        tags: ['Admin'],
        summary: 'Export the whole library (or one status) as JSON or CSV, streamed',
        querystring: libraryExportInput,
        documentedFile: { description: 'The export file, streamed', types: exportFileTypes },
        response: { ...signedInErrors },
      },
    },
    async (request, reply) => {
      const step = <T>(work: () => Promise<T>) => request.slots.during(work);
      return sendFile(reply, exportLibrary(deps, signedInActor(request), request.query, step));
    },
  );

  app.post(
    '/admin/prompts/import',
    {
      config: { tier: 'admin', admission: 'steps' },
      schema: {
        operationId: 'importLibraryPrompts',
        tags: ['Admin'],
        summary: 'Import prompts into the review queue or the library (preview with dryRun=true)',
        description: `${IMPORT_DESCRIPTION} as=pending puts them in the review queue, as=approved straight into the library; each imported prompt is in the audit log.`,
        querystring: libraryImportInput,
        documentedBody: { 'multipart/form-data': fileUploadBody },
        response: importResponses,
      },
    },
    async (request, reply) => {
      const actor = signedInActor(request);
      const bytes = await fileOf(request);
      const step = <T>(work: () => Promise<T>) => request.slots.during(work);
      if (request.query.dryRun) return previewImport(deps, actor, bytes, request.query, step);
      return reply.code(201).send(await runImport(deps, actor, bytes, request.query, step));
    },
  );
};
