/**
 * The name a person's file had, kept as display text only (the bytes live
 * under a random key): the last path segment, without the characters that
 * can hide or disguise a name, capped in length, never empty, and ending in
 * the extension of what the bytes really are, so "photo.png" that is a JPEG
 * downloads as a .jpg and "invoice.html" that is a PNG cannot open as a page.
 */
import { MAX_DISPLAY_NAME_LENGTH } from '../../../shared/upload-limits.ts';
import { type AttachmentFormat, isAcceptedExtension, isExtensionOf } from './attachment-formats.ts';

/* eslint-disable no-control-regex -- removing control characters is the point */
/**
 * C0 and C1 controls and DEL, line and paragraph separators, direction
 * marks, embeddings, overrides and isolates, zero-width characters and the
 * byte order mark, and unpaired surrogates.
 */
const INVISIBLE =
  /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060\u2066-\u2069\ufeff]|\p{Cs}/gu;
/* eslint-enable no-control-regex */

/** The lower-case extension after the last dot of a name ('' when it has none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** The last segment of a path written with either slash, cleaned of invisible characters. */
export function cleanBaseName(original: string): string {
  const lastSegment = original.normalize('NFC').split(/[/\\]/).pop() ?? '';
  return lastSegment
    .replace(INVISIBLE, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+|[.\s]+$/g, '');
}

/** The stem and extension the stored name gets for a file of this format. */
function stemAndExtension(name: string, format: AttachmentFormat): [string, string] {
  const ext = extensionOf(name);
  // Kept as written ("Photo.JPEG"), only compared in lower case.
  if (ext && isExtensionOf(format, ext))
    return [name.slice(0, -ext.length - 1), name.slice(-ext.length)];
  // Another accepted format's extension is replaced; anything else stays in the name.
  const stem = ext && isAcceptedExtension(ext) ? name.slice(0, -ext.length - 1) : name;
  return [stem, format.ext];
}

function capped(stem: string, ext: string): string {
  const room = MAX_DISPLAY_NAME_LENGTH - ext.length - 1;
  // By code points, so a cut never splits an emoji into half a surrogate pair.
  return Array.from(stem).slice(0, room).join('').trimEnd();
}

export function displayNameOf(original: string, format: AttachmentFormat): string {
  const [stem, ext] = stemAndExtension(cleanBaseName(original), format);
  const kept = capped(stem, ext);
  return `${kept || 'file'}.${ext}`;
}
