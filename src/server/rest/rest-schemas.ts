/**
 * Zod descriptions of what the REST door returns: they write the response
 * (only the listed fields leave the server) and feed the OpenAPI document.
 */
import { z } from 'zod';
import {
  ACCOUNT_STATUSES,
  EXECUTION_TYPES,
  PROMPT_STATUSES,
  SUBSCRIPTION_STATUSES,
  USER_ROLES,
} from '../../shared/prompt-fields.ts';

export const errorSchema = z
  .object({
    error: z.string().describe('A human-readable message'),
    code: z.string().describe('A stable machine-readable code, e.g. NOT_FOUND'),
    fields: z.record(z.string(), z.string()).optional().describe('Per-field messages'),
    requestId: z
      .string()
      .optional()
      .describe('On unexpected errors: the id to quote when reporting it'),
  })
  .describe('Error');

/** A Date in code, an ISO-8601 string on the wire. */
const isoDate = z.codec(z.iso.datetime(), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});

const variableSchema = z.object({ name: z.string(), defaultValue: z.string() });

export const attachmentSchema = z.object({
  fileName: z.string(),
  fileUrl: z.string().describe('A path on this server'),
  fileType: z.string().describe('MIME type'),
  fileSize: z.number().int().describe('Bytes'),
});

export const promptSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string().describe('The user prompt, with {variables}'),
  systemprompt: z.string(),
  tools: z.string(),
  categories: z.array(z.string()),
  category: z.string(),
  model: z.string(),
  variables: z.array(variableSchema),
  isImagePrompt: z.boolean(),
  isChained: z.boolean(),
  chainedPrompts: z.array(
    z.object({
      title: z.string(),
      systemprompt: z.string(),
      description: z.string(),
      tools: z.string(),
      variables: z.array(variableSchema),
    }),
  ),
  executionType: z.enum(EXECUTION_TYPES),
  attachments: z.array(attachmentSchema),
  status: z.enum(PROMPT_STATUSES),
  usageCount: z.number().int(),
  upvotes: z.number().int(),
  createdBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
  liked: z.boolean().optional().describe('Only for a signed-in caller'),
  saved: z.boolean().optional().describe('Only for a signed-in caller'),
  statusReason: z
    .string()
    .optional()
    .describe("The moderator's reason, for the owner and admins of a rejected or disabled prompt"),
  statusChangedAt: isoDate.optional(),
});

/**
 * An empty result (a search nothing matches) is page 1 of 0: currentPage
 * is the page asked for, totalPages 0, and both has...Page flags false.
 */
export const paginationSchema = z.object({
  currentPage: z.number().int().describe('The page asked for, even past the end (1 when empty)'),
  totalPages: z.number().int().describe('0 when nothing matches'),
  totalPrompts: z.number().int(),
  totalIsLowerBound: z
    .boolean()
    .optional()
    .describe('True when more than totalPrompts match: a search counts no further'),
  hasNextPage: z.boolean().describe('Whether a later page holds more; false when nothing matches'),
  hasPrevPage: z.boolean(),
});

/** The error responses every route may give, for the OpenAPI document. */
export const commonErrors = {
  400: errorSchema,
  404: errorSchema,
  500: errorSchema,
  503: errorSchema,
};

export const userSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  avatar: z.string().nullable().describe('A path on this server, or null'),
  role: z.enum(USER_ROLES),
  subscriptionPlan: z.string(),
  status: z.enum(ACCOUNT_STATUSES).describe('The account: a disabled one cannot sign in'),
  subscriptionStatus: z
    .enum(SUBSCRIPTION_STATUSES)
    .describe("'disabled' while the account is disabled, else the subscription's state"),
  hasPassword: z.boolean(),
  createdAt: isoDate,
});

export const planSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number().describe('Per interval, in US dollars'),
  yearlyPrice: z.number(),
  interval: z.string(),
  features: z.array(z.object({ name: z.string(), included: z.boolean() })),
  monthlyGenerations: z.number().int().nullable().describe('Null means unlimited'),
  monthlySubmissions: z.number().int().nullable().describe('Null means unlimited'),
});

export const signedInSchema = z.object({
  token: z.string().describe('Send as Authorization: Bearer <token>'),
  user: userSchema,
});

/** The error responses of a route that needs a signed-in caller. */
export const signedInErrors = { ...commonErrors, 401: errorSchema, 403: errorSchema };
