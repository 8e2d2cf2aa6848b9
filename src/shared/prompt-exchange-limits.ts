/**
 * Limits and names of prompt import and export (issue 29, decision 055),
 * shared by the doors, the services and the Settings screen.
 */

/** Prompts one import file may hold. */
export const MAX_IMPORT_PROMPTS = 1_000;
export const MAX_IMPORT_MEGABYTES = 10;
export const MAX_IMPORT_BYTES = MAX_IMPORT_MEGABYTES * 1024 * 1024;
/** The 413's words; Settings says them too, before sending a file that is too big. */
export const IMPORT_TOO_LARGE_MESSAGE = `The file is larger than ${MAX_IMPORT_MEGABYTES} MB. Split it and import each part.`;

export const EXPORT_FORMATS = ['json', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Where an admin's import puts the prompts: the review queue, or straight into the library. */
export const ADMIN_IMPORT_TARGETS = ['pending', 'approved'] as const;
export type AdminImportTarget = (typeof ADMIN_IMPORT_TARGETS)[number];

/** The statuses an admin's export may be narrowed to. */
export const EXPORT_STATUSES = ['pending', 'approved', 'rejected', 'disabled', 'private'] as const;

/** The files an import recognises, as the preview names them. */
export const IMPORT_FORMATS = ['prompt-hub', 'prompts-chat-csv', 'langfuse'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** An error keeps a row out (and the whole import with it); a warning is only said. */
export const IMPORT_PROBLEM_SEVERITIES = ['error', 'warning'] as const;
export type ImportProblemSeverity = (typeof IMPORT_PROBLEM_SEVERITIES)[number];

/**
 * What happens to a row: it becomes a prompt, it is skipped (the member
 * already imported the same content), or it has an error.
 */
export const IMPORT_ROW_OUTCOMES = ['new', 'skipped', 'invalid'] as const;
export type ImportRowOutcome = (typeof IMPORT_ROW_OUTCOMES)[number];

/** The JSON format's name and version (docs/prompt-export-format.md). */
export const EXPORT_FORMAT_NAME = 'prompt-hub/prompts';
export const EXPORT_FORMAT_VERSION = 1;
