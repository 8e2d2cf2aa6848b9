/** Input schemas of the API key doors (tRPC and REST parse with these). */
import { z } from 'zod';
import { recordId } from './admin-inputs.ts';
import { API_KEY_SCOPES, MAX_API_KEY_NAME_LENGTH } from './api-key-limits.ts';
import { text } from './text-input.ts';

const scope = z.enum(API_KEY_SCOPES, {
  error: `must be one of: ${API_KEY_SCOPES.join(', ')}`,
});

export const createApiKeyInput = z.object({
  name: text({ max: MAX_API_KEY_NAME_LENGTH }),
  scopes: z
    .array(scope, { error: 'must be a list of scopes' })
    .min(1, 'must name at least one scope')
    .refine((list) => new Set(list).size === list.length, 'must list each scope once'),
  expiresAt: text({ max: 40 })
    .pipe(z.iso.datetime({ offset: true, error: 'must be a date and time (ISO 8601)' }))
    .optional()
    .describe('When the key stops working; never when absent'),
});
export type CreateApiKeyInput = z.infer<typeof createApiKeyInput>;

export const apiKeyIdInput = z.object({ id: recordId });
