/**
 * Attached images are decoded and written anew by sharp, in the format they
 * came in: whatever else the file carried (EXIF with GPS position, XMP,
 * comments, bytes after the image, a script behind a PNG header) is gone,
 * and a file that does not decode as the image its header claims is
 * refused. Photos are turned upright first, since their rotation lived in
 * the EXIF that is dropped. GIF and WebP animations keep every frame.
 */
import sharp, { type Metadata } from 'sharp';
import { MAX_ATTACHMENT_DIMENSION } from '../../../shared/upload-limits.ts';
import { AppError } from '../../errors.ts';
import type { AttachmentFormat } from './attachment-formats.ts';

type Encoder = 'png' | 'jpeg' | 'gif' | 'webp' | 'avif';

/** How sharp names each format when reading it, and which encoder writes it. */
const SHARP_FORMATS: Record<string, { reads: Metadata['format']; writes: Encoder }> = {
  'image/png': { reads: 'png', writes: 'png' },
  'image/jpeg': { reads: 'jpeg', writes: 'jpeg' },
  'image/gif': { reads: 'gif', writes: 'gif' },
  'image/webp': { reads: 'webp', writes: 'webp' },
  'image/avif': { reads: 'heif', writes: 'avif' },
};

// Every frame of an animation counts, so a small file cannot unfold into gigabytes.
const MAX_PIXELS = MAX_ATTACHMENT_DIMENSION * MAX_ATTACHMENT_DIMENSION;
const SIZE_LIMIT = `at most ${MAX_ATTACHMENT_DIMENSION} × ${MAX_ATTACHMENT_DIMENSION} pixels`;
// Reference images are looked at closely: photos keep more detail than
// sharp's default (80). PNG and GIF stay lossless (quality would mean a
// palette). AVIF at the default effort took a minute for a 12-megapixel
// photo; the fastest effort takes seconds, for a slightly larger file.
const ENCODER_OPTIONS: Record<Encoder, { quality?: number; effort?: number }> = {
  png: {},
  gif: {},
  jpeg: { quality: 90 },
  webp: { quality: 90 },
  avif: { effort: 0 },
};

function tooLarge(): AppError {
  return new AppError(
    'BAD_REQUEST',
    `The image is too large: ${SIZE_LIMIT}. Choose a smaller image.`,
    { fields: { file: `must be ${SIZE_LIMIT}` } },
  );
}

function unreadable(cause: unknown): AppError {
  return new AppError(
    'UNSUPPORTED_MEDIA_TYPE',
    'The image could not be read: it is damaged, or not the image its first bytes claim. Choose another file.',
    { cause },
  );
}

function assertReadable(metadata: Metadata, format: AttachmentFormat): void {
  const expected = SHARP_FORMATS[format.mime];
  if (!expected || metadata.format !== expected.reads) throw unreadable(metadata.format);
  // HEIF holds HEVC photos too; only AV1 (AVIF) was accepted.
  if (expected.reads === 'heif' && metadata.compression !== 'av1') throw unreadable('not AV1');
  const frameHeight = metadata.pageHeight ?? metadata.height;
  if (metadata.width > MAX_ATTACHMENT_DIMENSION || frameHeight > MAX_ATTACHMENT_DIMENSION) {
    throw tooLarge();
  }
}

/** Writes the re-encoded image to `output`; returns its size in bytes. */
export async function reencodeImage(
  input: string,
  output: string,
  format: AttachmentFormat,
): Promise<number> {
  const encoder = SHARP_FORMATS[format.mime]?.writes;
  if (!encoder) throw unreadable(format.mime);
  const animated = encoder === 'gif' || encoder === 'webp';
  const image = sharp(input, { animated, limitInputPixels: MAX_PIXELS });
  try {
    assertReadable(await image.metadata(), format);
    // sharp writes no metadata unless asked to (withMetadata is never called).
    const written = await image.rotate().toFormat(encoder, ENCODER_OPTIONS[encoder]).toFile(output);
    return written.size;
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof Error && error.message.includes('pixel limit')) throw tooLarge();
    throw unreadable(error);
  }
}
