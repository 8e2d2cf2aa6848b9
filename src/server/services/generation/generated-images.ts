/**
 * A generated image is stored like an upload and answered as its URL, not
 * as base64 in JSON. The provider's bytes are decoded and written anew as
 * PNG: what the browser receives is an image we made, whatever came back.
 */
import sharp from 'sharp';
import { newStorageKey } from '../../storage/storage.ts';
import { AppError } from '../../errors.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { uploadUrl } from '../uploads/upload-url.ts';

export interface StoredImage {
  key: string;
  url: string;
}

export async function storeGeneratedImage(
  deps: Pick<ServiceDeps, 'storage'>,
  bytes: Uint8Array,
  modelName: string,
): Promise<StoredImage> {
  let png: Buffer;
  try {
    png = await sharp(bytes, { limitInputPixels: 8192 * 8192, failOn: 'error' })
      .png()
      .toBuffer();
  } catch (error) {
    throw new AppError('BAD_GATEWAY', `${modelName} sent back something that is not an image.`, {
      cause: error,
    });
  }
  const key = newStorageKey('png');
  await deps.storage.put(key, png, {
    contentType: 'image/png',
    fileName: `${modelName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-output.png`,
  });
  return { key, url: uploadUrl(key) };
}
