/**
 * The reference image a run sends to a vision model. Its name and declared
 * type are ignored: sharp must decode the bytes as an image, and what the
 * provider receives is a fresh encoding (no metadata, no trailing bytes),
 * scaled down to what vision models look at anyway.
 */
import sharp from 'sharp';
import { MAX_REFERENCE_IMAGE_MEGABYTES } from '../../../shared/generation-limits.ts';
import { AppError } from '../../errors.ts';

export interface ReferenceImage {
  data: Buffer;
  mediaType: 'image/png' | 'image/jpeg';
}

/** Vision models read at most about this many pixels a side. */
const MAX_SIDE = 2048;
const MAX_INPUT_PIXELS = 8192 * 8192;
const READABLE = new Set(['png', 'jpeg', 'webp', 'gif']);

export function notAnImage(): AppError {
  return new AppError(
    'UNSUPPORTED_MEDIA_TYPE',
    'The reference image must be a PNG, JPEG, WebP or GIF image.',
    { fields: { image: 'must be a PNG, JPEG, WebP or GIF image' } },
  );
}

export function imageTooLarge(): AppError {
  return new AppError(
    'PAYLOAD_TOO_LARGE',
    `The reference image must be at most ${MAX_REFERENCE_IMAGE_MEGABYTES} MB.`,
    { fields: { image: `must be at most ${MAX_REFERENCE_IMAGE_MEGABYTES} MB` } },
  );
}

export async function prepareReferenceImage(bytes: Buffer): Promise<ReferenceImage> {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const { format, hasAlpha } = await image.metadata();
    if (!format || !READABLE.has(format)) throw notAnImage();
    const scaled = image.rotate().resize({
      width: MAX_SIDE,
      height: MAX_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    });
    return hasAlpha || format === 'png'
      ? { data: await scaled.png().toBuffer(), mediaType: 'image/png' }
      : { data: await scaled.jpeg({ quality: 90 }).toBuffer(), mediaType: 'image/jpeg' };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw notAnImage();
  }
}
