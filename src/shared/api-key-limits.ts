/** API key limits and scopes, shared by the doors' schemas and the Settings form (no zod). */

/**
 * What a key may do (decision 034): read is GET only; write adds creating,
 * editing, liking, saving and uploading; generate adds playground runs.
 */
export const API_KEY_SCOPES = ['read', 'write', 'generate'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const MAX_API_KEY_NAME_LENGTH = 60;
/** Live keys one member may hold at once (revoked and expired ones do not count). */
export const MAX_API_KEYS_PER_USER = 20;
/** Every key starts with this, so it is recognised in a header or a leaked file. */
export const API_KEY_PREFIX = 'ph_';
