/** Limits of a submitted prompt, shared by the submit form and both doors. */

export const MAX_TITLE_LENGTH = 200;
/** The user prompt, a system prompt or a chain step's text. */
export const MAX_PROMPT_TEXT_LENGTH = 20_000;
export const MAX_TOOLS_LENGTH = 5_000;
export const MAX_VARIABLES = 30;
export const MAX_VARIABLE_NAME_LENGTH = 64;
export const MAX_VARIABLE_VALUE_LENGTH = 2_000;
export const MAX_CHAIN_STEPS = 10;
export const MAX_CHAIN_TITLE_LENGTH = 200;
/** A fileUrl is `/uploads/<key>`; keys are at most 73 characters. */
export const MAX_ATTACHMENTS_PER_PROMPT = 5;
export const MAX_FILE_URL_LENGTH = 200;
export const MAX_FILE_NAME_LENGTH = 255;
/** Variable names: word characters only, as the prompt text writes them. */
export const VARIABLE_NAME_PATTERN = /^\w+$/;

export const MAX_CATEGORIES_MESSAGE = 'Maximum 5 categories allowed';
export const MAX_FILES_MESSAGE = 'Maximum 5 files allowed';
