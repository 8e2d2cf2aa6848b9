/**
 * What an uploaded file is, decided from its bytes: never from its name or
 * the type the browser declared. Binary formats are recognised by their
 * magic numbers (file-type); the text formats, which have none, only when
 * the whole file is plain UTF-8 text, and then by the extension of the name.
 * Everything else is refused with 415, SVG by name (it can carry scripts).
 */
import { fileTypeFromFile } from 'file-type';
import { ACCEPTED_TYPES_TEXT } from '../../../shared/upload-limits.ts';
import { AppError } from '../../errors.ts';
import {
  type AttachmentFormat,
  formatOfMime,
  textFormatOfExtension,
} from './attachment-formats.ts';
import { cleanBaseName, extensionOf } from './display-name.ts';
import { isPlainUtf8Text, looksLikeSvg, readHead } from './text-content.ts';
import { hasWordDocumentStream } from './word-document.ts';

const CFB_MIME = 'application/x-cfb';
const SVG_EXTENSIONS = new Set(['svg', 'svgz']);

export function notAccepted(): AppError {
  return new AppError(
    'UNSUPPORTED_MEDIA_TYPE',
    `This type of file is not accepted. Choose ${ACCEPTED_TYPES_TEXT}.`,
  );
}

function svgRefused(): AppError {
  return new AppError(
    'UNSUPPORTED_MEDIA_TYPE',
    'SVG images are not accepted, because they can carry scripts. Export the image as PNG or WebP and upload that.',
  );
}

function textNeedsExtension(): AppError {
  return new AppError(
    'UNSUPPORTED_MEDIA_TYPE',
    'Text files are accepted as .txt, .csv, .json or .md. Rename the file with one of these extensions.',
  );
}

/** A magic number file-type knows; undefined for text and for what it cannot tell. */
async function binaryFormat(filePath: string): Promise<AttachmentFormat | 'text' | undefined> {
  const detected = await fileTypeFromFile(filePath);
  if (!detected) return 'text';
  if (detected.mime === 'image/svg+xml') throw svgRefused();
  // XML and a few other text formats have a signature; judge them as text.
  if (detected.mime.startsWith('text/') || detected.mime === 'application/xml') return 'text';
  if (detected.mime === CFB_MIME) {
    return (await hasWordDocumentStream(filePath)) ? formatOfMime('application/msword') : undefined;
  }
  const format = formatOfMime(detected.mime);
  return format && format.kind !== 'text' ? format : undefined;
}

async function textFormat(filePath: string, fileName: string): Promise<AttachmentFormat> {
  if (looksLikeSvg(await readHead(filePath))) throw svgRefused();
  if (!(await isPlainUtf8Text(filePath))) throw notAccepted();
  const format = textFormatOfExtension(extensionOf(cleanBaseName(fileName)));
  if (!format) throw textNeedsExtension();
  return format;
}

export async function detectFormat(filePath: string, fileName: string): Promise<AttachmentFormat> {
  if (SVG_EXTENSIONS.has(extensionOf(cleanBaseName(fileName)))) throw svgRefused();
  const binary = await binaryFormat(filePath);
  if (binary === 'text') return textFormat(filePath, fileName);
  if (!binary) throw notAccepted();
  return binary;
}
