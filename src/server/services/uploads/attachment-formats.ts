/**
 * The formats an attachment may have, each with the extension its stored
 * name ends in and the others a person's file may carry for it. Images are
 * re-encoded, documents kept as they are, and the text formats (which have
 * no magic number) are told apart by the file's extension alone.
 */
import type { AttachmentType } from '../../../shared/upload-limits.ts';

export type FormatKind = 'image' | 'document' | 'text';

export interface AttachmentFormat {
  mime: AttachmentType;
  kind: FormatKind;
  /** The extension a stored name ends in. */
  ext: string;
  /** Other extensions that mean the same format. */
  aliases: readonly string[];
}

const FORMATS: readonly AttachmentFormat[] = [
  { mime: 'image/png', kind: 'image', ext: 'png', aliases: [] },
  { mime: 'image/jpeg', kind: 'image', ext: 'jpg', aliases: ['jpeg', 'jpe'] },
  { mime: 'image/gif', kind: 'image', ext: 'gif', aliases: [] },
  { mime: 'image/webp', kind: 'image', ext: 'webp', aliases: [] },
  { mime: 'image/avif', kind: 'image', ext: 'avif', aliases: [] },
  { mime: 'application/pdf', kind: 'document', ext: 'pdf', aliases: [] },
  { mime: 'application/msword', kind: 'document', ext: 'doc', aliases: [] },
  {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    kind: 'document',
    ext: 'docx',
    aliases: [],
  },
  { mime: 'text/plain', kind: 'text', ext: 'txt', aliases: [] },
  { mime: 'text/csv', kind: 'text', ext: 'csv', aliases: [] },
  { mime: 'application/json', kind: 'text', ext: 'json', aliases: [] },
  { mime: 'text/markdown', kind: 'text', ext: 'md', aliases: [] },
];

export function formatOfMime(mime: string): AttachmentFormat | undefined {
  return FORMATS.find((format) => format.mime === mime);
}

/** A text format named by a file's extension (lower case, no dot). */
export function textFormatOfExtension(ext: string): AttachmentFormat | undefined {
  return FORMATS.find((format) => format.kind === 'text' && format.ext === ext);
}

export function isExtensionOf(format: AttachmentFormat, ext: string): boolean {
  return format.ext === ext || format.aliases.includes(ext);
}

/** Whether any accepted format goes by this extension. */
export function isAcceptedExtension(ext: string): boolean {
  return FORMATS.some((format) => isExtensionOf(format, ext));
}
