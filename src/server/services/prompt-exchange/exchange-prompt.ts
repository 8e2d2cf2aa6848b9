/** A prompt row and its versions as the export format holds them (exchange-format.ts). */
import type { PromptVersionContent } from '../../../shared/prompt-version-fields.ts';
import type { PromptRow } from '../library/prompt-view.ts';
import { uploadUrl } from '../uploads/upload-url.ts';
import type {
  ExchangeAttachment,
  ExchangeContent,
  ExchangePrompt,
  ExchangeSettings,
} from './exchange-format.ts';
import type { ExportVersionRow } from './export-reads.ts';

interface StoredFile {
  storageKey: string;
  fileName: string;
  fileType: string;
  fileSize: number;
}

function linkOf(publicUrl: string, file: StoredFile): ExchangeAttachment {
  return {
    fileName: file.fileName,
    url: new URL(uploadUrl(file.storageKey), publicUrl).toString(),
    fileType: file.fileType,
    fileSize: file.fileSize,
  };
}

/**
 * Model settings ride along when the prompt has them (another change adds
 * them to prompts and versions; until then neither carries any).
 */
function settingsOf(value: object): { settings?: ExchangeSettings } {
  if (!('settings' in value)) return {};
  const { settings } = value;
  return settings && typeof settings === 'object' ? { settings: { ...settings } } : {};
}

function contentOfVersion(content: PromptVersionContent): ExchangeContent {
  return {
    title: content.title,
    description: content.description,
    systemprompt: content.systemPrompt,
    tools: content.tools,
    categories: content.categories,
    model: content.model,
    variables: content.variables,
    isImagePrompt: content.isImagePrompt,
    isChained: content.isChained,
    chainedPrompts: content.chainedPrompts,
    executionType: content.executionType,
    ...settingsOf(content),
  };
}

export function toExchangePrompt(
  publicUrl: string,
  row: PromptRow,
  versions: readonly ExportVersionRow[],
): ExchangePrompt {
  return {
    title: row.title,
    description: row.description,
    systemprompt: row.systemPrompt,
    tools: row.tools,
    categories: row.categories,
    model: row.model,
    variables: row.variables,
    isImagePrompt: row.isImagePrompt,
    isChained: row.isChained,
    chainedPrompts: row.chainedPrompts,
    executionType: row.executionType,
    ...settingsOf(row),
    attachments: row.attachments.map((file) => linkOf(publicUrl, file)),
    versions: versions.map((version) => ({
      number: version.number,
      changeNote: version.changeNote,
      createdAt: version.createdAt.toISOString(),
      content: {
        ...contentOfVersion(version.content),
        attachments: version.content.attachments.map((file) => linkOf(publicUrl, file)),
      },
    })),
    source: {
      id: row.id,
      url: new URL(`/prompts/${row.id}`, publicUrl).toString(),
      author: row.createdById ? (row.creatorName ?? '') : null,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    },
  };
}
