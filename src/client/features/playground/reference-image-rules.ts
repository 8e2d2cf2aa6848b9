/**
 * The reference image (issue 10): image files only, at most 5 MB, and sent
 * only to the models that can see images (the multimodal ones). The server
 * checks the bytes again; this only saves a pointless upload.
 */
import {
  MAX_REFERENCE_IMAGE_BYTES,
  MAX_REFERENCE_IMAGE_MEGABYTES,
} from '../../../shared/generation-limits.ts';
import { MODEL_KINDS, type ModelName, PLAYGROUND_MODELS } from '../../../shared/models.ts';

export const REFERENCE_IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

export const VISION_MODELS_TEXT = PLAYGROUND_MODELS.multimodal.join(' and ');

/** Why this file cannot be the reference image, or null when it can. */
export function referenceImageProblem(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/')) return 'Choose an image file (PNG, JPEG, GIF or WebP).';
  if (file.size > MAX_REFERENCE_IMAGE_BYTES) {
    return `The image is larger than ${MAX_REFERENCE_IMAGE_MEGABYTES} MB.`;
  }
  return null;
}

export function seesImages(model: ModelName): boolean {
  return MODEL_KINDS[model] === 'multimodal';
}

/** A file name for an image fetched from an address ("mood.png"), for the multipart field. */
export function fileNameFromUrl(url: string, type: string): string {
  const last = url.split(/[?#]/)[0]?.split('/').pop() ?? '';
  if (/\.\w+$/.test(last)) return decodeURIComponent(last);
  const extension = type.split('/')[1]?.replace(/\W.*$/, '') || 'png';
  return `reference.${extension}`;
}
