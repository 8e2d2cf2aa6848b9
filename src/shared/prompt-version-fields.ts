/**
 * What a prompt version holds and the states it moves through (decision
 * 043). Shared by the schema (the jsonb snapshot's type), the services,
 * the diff and the client.
 */
import type { ModelSettings } from './model-settings.ts';
import type { ChainedPrompt, ExecutionType, PromptVariable } from './prompt-fields.ts';

/**
 * live: what the prompt row serves now (one per prompt).
 * previous: was live, replaced by a later live version.
 * pending: an owner's edit of an approved prompt, waiting for a moderator (at most one).
 * rejected: a pending version a moderator refused, with a reason.
 * superseded: a pending version a newer one replaced before review.
 * withdrawn: a pending version its owner took back.
 */
export const PROMPT_VERSION_STATUSES = [
  'live',
  'previous',
  'pending',
  'rejected',
  'superseded',
  'withdrawn',
] as const;
export type PromptVersionStatus = (typeof PROMPT_VERSION_STATUSES)[number];

/** Why a version was made: an edit, a restore of an earlier one, the prompt's first content. */
export const PROMPT_VERSION_KINDS = ['initial', 'edit', 'restore'] as const;
export type PromptVersionKind = (typeof PROMPT_VERSION_KINDS)[number];

/** A file as a version records it (the attachment row's own fields). */
export interface VersionAttachment {
  storageKey: string;
  fileName: string;
  fileType: string;
  fileSize: number;
}

/** A prompt's content at one version: every field an edit can change. */
export interface PromptVersionContent {
  title: string;
  description: string;
  systemPrompt: string;
  tools: string;
  categories: string[];
  model: string;
  /** The model's settings; {} is none (decision 054; migration 0031 gave older snapshots {}). */
  settings: ModelSettings;
  variables: PromptVariable[];
  isImagePrompt: boolean;
  isChained: boolean;
  chainedPrompts: ChainedPrompt[];
  executionType: ExecutionType;
  attachments: VersionAttachment[];
}

export const MAX_CHANGE_NOTE_LENGTH = 200;
/** Version numbers a path may name; anything larger is no version. */
export const MAX_VERSION_NUMBER = 1_000_000;
