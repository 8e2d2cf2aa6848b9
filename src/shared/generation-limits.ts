/**
 * Limits of a playground run, shared by the playground and both doors of
 * POST /api/prompts/generate. Plan-dependent bounds (monthly generations,
 * output tokens) live on the plans table; these hold for everyone.
 */

/** Models one Compare run may put side by side. */
export const MAX_COMPARE_MODELS = 3;

/** Largest reference image a run accepts (sent to vision models only). */
export const MAX_REFERENCE_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_REFERENCE_IMAGE_MEGABYTES = MAX_REFERENCE_IMAGE_BYTES / (1024 * 1024);

/** The whole text a run sends (system prompt and every step, variables filled in). */
export const MAX_FILLED_INPUT_LENGTH = 40_000;

/** Entries the recent prompts list keeps (PRODUCT_SPEC section 9). */
export const MAX_RECENT_PROMPTS = 5;

/** Media type of the streamed answer (one JSON event per line). */
export const GENERATION_STREAM_TYPE = 'application/x-ndjson';

/** The longest answer an anonymous visitor's run may ask for (members: their plan's). */
export const ANONYMOUS_MAX_OUTPUT_TOKENS = 512;
