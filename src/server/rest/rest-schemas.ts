/**
 * The REST door's own response schemas: its error body and the sign-in
 * answer. Every other shape a route answers with is a view schema from
 * src/shared/*-views.ts, the one definition the services, the tRPC door
 * and the client's types also use; the route's schema writes the response
 * (only the listed fields leave the server) and feeds the OpenAPI document.
 */
import { z } from 'zod';
import { stepResult } from '../../shared/generation-views.ts';
import { userView } from '../../shared/user-views.ts';

export const errorSchema = z
  .object({
    error: z.string().describe('A human-readable message'),
    code: z.string().describe('A stable machine-readable code, e.g. NOT_FOUND'),
    fields: z.record(z.string(), z.string()).optional().describe('Per-field messages'),
    requestId: z
      .string()
      .optional()
      .describe('The id the server logged the request under, to quote when reporting it'),
  })
  .describe('The body of every error answer');

/**
 * The error responses every route may give, for the OpenAPI document:
 * `4xx` stands for the client errors a route does not list (405, 413 of
 * Fastify's own limits), all with the one error body.
 */
export const commonErrors = {
  400: errorSchema,
  404: errorSchema,
  '4xx': errorSchema,
  500: errorSchema,
  503: errorSchema,
};

/** A run that failed once it had started: what was charged, and the steps that finished. */
export const failedRunSchema = errorSchema
  .extend({
    charged: z
      .number()
      .int()
      .optional()
      .describe('Runs charged: the steps that finished before the failure (a failed step is free)'),
    steps: z.array(stepResult).optional().describe('The steps that finished, with their answers'),
  })
  .describe('The error body of a run that failed once started');

/** A multipart body of one file in the field "file" (the upload routes read it themselves). */
export const fileUploadBody = z.object({
  file: z.file().describe('The file, with its name'),
});

export const signedInSchema = z.object({
  token: z.string().describe('Send as Authorization: Bearer <token>'),
  user: userView,
});

/** The error responses of a route that needs a signed-in caller. */
export const signedInErrors = { ...commonErrors, 401: errorSchema, 403: errorSchema };
