/**
 * The CSV layout, shared by the export and the import: prompts.chat's
 * published columns first (act, prompt, for_devs, type, contributor), so
 * their tools read our files, then ours. Lists and structures that have no
 * flat form (variables, chain steps, settings) are JSON inside their cell.
 */

/** prompts.chat's columns, in their order. */
export const PROMPTS_CHAT_COLUMNS = ['act', 'prompt', 'for_devs', 'type', 'contributor'] as const;

/** Ours, after theirs. */
export const OWN_CSV_COLUMNS = [
  'system_prompt',
  'categories',
  'model',
  'variables',
  'is_image_prompt',
  'is_chained',
  'execution_type',
  'chained_prompts',
  'tools',
  'settings',
  'attachments',
  'source_id',
  'source_url',
  'status',
] as const;

export const CSV_COLUMNS = [...PROMPTS_CHAT_COLUMNS, ...OWN_CSV_COLUMNS] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

/** How several categories share one cell. */
export const CATEGORY_SEPARATOR = '; ';

/** The category prompts.chat's for_devs flag stands for. */
export const DEVELOPER_CATEGORY = 'Programming';

/** prompts.chat's type column: what the prompt produces. */
export const PROMPTS_CHAT_TYPES = { text: 'TEXT', image: 'IMAGE', structured: 'STRUCTURED' };
