/** What the doors answer about API keys; the secret itself only once, at creation. */
import { z } from 'zod';
import { API_KEY_SCOPES } from './api-key-limits.ts';
import { isoDate } from './iso-date.ts';

export const apiKeyView = z.object({
  _id: z.string(),
  name: z.string(),
  prefix: z.string().describe('The public start of the key (ph_ and its id), to recognise it'),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  createdAt: isoDate,
  expiresAt: isoDate.nullable().describe('Null: the key never expires'),
  lastUsedAt: isoDate.nullable().describe('Updated at most once a minute'),
});
export type ApiKeyView = z.infer<typeof apiKeyView>;

export const createdApiKey = z.object({
  apiKey: apiKeyView,
  key: z.string().describe('The whole key (ph_...), shown this once and never again'),
});
export type CreatedApiKey = z.infer<typeof createdApiKey>;

/** An admin's view of any member's key, with its owner and state. */
export const adminApiKeyView = apiKeyView.extend({
  owner: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  revokedAt: isoDate.nullable(),
});
export type AdminApiKeyView = z.infer<typeof adminApiKeyView>;

/** This month's calls with the member's keys against their plan's allowance. */
export const apiUsageView = z.object({
  used: z.number().int(),
  limit: z.number().int().nullable().describe('Null means unlimited'),
  resetsAt: isoDate.describe('The start of next month (UTC), when the count starts again'),
});
export type ApiUsageView = z.infer<typeof apiUsageView>;

export const myApiKeys = z.object({ apiKeys: z.array(apiKeyView), usage: apiUsageView });
export type MyApiKeys = z.infer<typeof myApiKeys>;
