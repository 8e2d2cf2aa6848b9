/**
 * The JSON export format, one prompt at a time (docs/prompt-export-format.md,
 * decision 055). Field names follow the REST Prompt object, so a prompt of
 * an export reads like one of the API; what only an export has is
 * `attachments[].url` (a link, never the bytes), `versions`, and `source`
 * (where it came from; an import ignores it).
 */
import type {
  ChainedPrompt,
  ExecutionType,
  PromptVariable,
} from '../../../shared/prompt-fields.ts';

/** Model settings (temperature, topP, ...), carried as they are when a prompt has them. */
export type ExchangeSettings = Record<string, unknown>;

/** What a prompt says: the fields an edit changes, the same in a prompt and in each version. */
export interface ExchangeContent {
  title: string;
  /** The user prompt, with {variables} (the Prompt object's name for it). */
  description: string;
  systemprompt: string;
  tools: string;
  categories: string[];
  model: string;
  variables: PromptVariable[];
  isImagePrompt: boolean;
  isChained: boolean;
  chainedPrompts: ChainedPrompt[];
  executionType: ExecutionType;
  settings?: ExchangeSettings;
}

export interface ExchangeAttachment {
  fileName: string;
  /** An absolute link to the file on the exporting hub. */
  url: string;
  fileType: string;
  fileSize: number;
}

export interface ExchangeVersion {
  number: number;
  changeNote: string;
  createdAt: string;
  content: ExchangeContent & { attachments: ExchangeAttachment[] };
}

export interface ExchangeSource {
  id: string;
  url: string;
  author: string | null;
  status: string;
  createdAt: string;
  updatedAt: string;
}

export interface ExchangePrompt extends ExchangeContent {
  attachments: ExchangeAttachment[];
  /** The live version and the earlier ones it replaced, oldest first. */
  versions: ExchangeVersion[];
  source: ExchangeSource;
}
