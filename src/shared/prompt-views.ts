/**
 * What both doors return for prompts. The REST door writes dates as ISO
 * strings; the tRPC door keeps them as Dates through superjson.
 */
import type {
  ChainedPrompt,
  ExecutionType,
  PromptStatus,
  PromptVariable,
} from './prompt-fields.ts';

export interface AttachmentView {
  fileName: string;
  fileUrl: string;
  fileType: string;
  fileSize: number;
}

export interface PromptView {
  _id: string;
  title: string;
  description: string;
  systemprompt: string;
  tools: string;
  categories: string[];
  category: string;
  model: string;
  variables: PromptVariable[];
  isImagePrompt: boolean;
  isChained: boolean;
  chainedPrompts: ChainedPrompt[];
  executionType: ExecutionType;
  attachments: AttachmentView[];
  status: PromptStatus;
  usageCount: number;
  upvotes: number;
  createdBy: { _id: string; name: string } | null;
  createdAt: Date;
  updatedAt: Date;
  /** Present for a signed-in caller. */
  liked?: boolean;
  saved?: boolean;
  /** For the owner and admins, when a moderator rejected or disabled it. */
  statusReason?: string;
  statusChangedAt?: Date;
}

export interface PromptPagination {
  currentPage: number;
  totalPages: number;
  totalPrompts: number;
  /** True when more than totalPrompts match: a search counts no further (the pages stop there too). */
  totalIsLowerBound?: boolean;
  hasNextPage: boolean;
  hasPrevPage: boolean;
}

export interface PromptPage {
  prompts: PromptView[];
  pagination: PromptPagination;
  /**
   * Present when the search as typed found nothing and these words, the
   * nearest spelling the library knows, were searched instead.
   */
  correctedSearch?: string;
}
