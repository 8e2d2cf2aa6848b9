/** Limits the web client and the server agree on (kept free of zod: the browser imports it). */

/**
 * Calls one tRPC batch may carry; the client link splits larger ones. The
 * server takes up to MAX_BATCH_CALLS (default 10, env.ts): keep this no larger.
 */
export const MAX_TRPC_BATCH = 10;
/** The longest URL the client link makes; the server accepts paths this long. */
export const MAX_TRPC_URL_LENGTH = 4000;
