/**
 * Profile pictures. The type is decided from the file's bytes, never from
 * its name or declared type; only common raster images up to 2 MB and
 * 4096 × 4096 pixels are kept. sharp re-encodes each one (upright, at most
 * 512 px a side, no metadata such as EXIF GPS), then it is stored through
 * the Storage interface and served under /uploads.
 */
import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import {
  AVATAR_TYPES,
  MAX_AVATAR_BYTES,
  MAX_AVATAR_DIMENSION,
} from '../../../shared/account-limits.ts';
import type { UserView } from '../../../shared/user-views.ts';
import type { Actor } from '../../auth/actor.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { newStorageKey } from '../../storage/storage.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { findUserView } from './user-view.ts';

type AvatarType = (typeof AVATAR_TYPES)[number];
const ACCEPTED_TYPES = new Set<string>(AVATAR_TYPES);
const isAvatarType = (mime: string): mime is AvatarType => ACCEPTED_TYPES.has(mime);

// Same format out as in, so the detected type and extension describe the
// stored bytes. GIF and WebP stay animated (all frames are read and written).
const OUTPUT_FORMAT = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
  'image/gif': 'gif',
} as const satisfies Record<AvatarType, string>;

// sharp refuses to decode more pixels than this (every frame of an
// animation counts), so a small file cannot expand into gigabytes.
const MAX_AVATAR_PIXELS = MAX_AVATAR_DIMENSION * MAX_AVATAR_DIMENSION;
// Avatars are shown small; nothing larger is worth storing or sending.
const STORED_AVATAR_SIDE = 512;
const TOO_LARGE = `at most ${MAX_AVATAR_DIMENSION} × ${MAX_AVATAR_DIMENSION} pixels`;

export interface CheckedAvatar {
  bytes: Buffer;
  mime: string;
  ext: string;
}

/**
 * Refuses anything but a real PNG, JPEG, WebP or GIF of at most 2 MB and
 * 4096 × 4096 pixels, judged by its bytes; returns it re-encoded.
 */
export async function checkAvatar(bytes: Buffer): Promise<CheckedAvatar> {
  if (bytes.byteLength > MAX_AVATAR_BYTES) throw pictureTooHeavy();
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !isAvatarType(detected.mime)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Choose a PNG, JPEG, WebP or GIF image.');
  }
  const format = OUTPUT_FORMAT[detected.mime];
  const image = sharp(bytes, { animated: true, limitInputPixels: MAX_AVATAR_PIXELS });
  const reencoded = await readableOrRefused(async () => {
    await assertDimensions(image);
    return reencode(image, format);
  });
  return { bytes: reencoded, mime: detected.mime, ext: detected.ext };
}

/** Reads only the header; an animation's height is per frame (pageHeight). */
async function assertDimensions(image: Sharp): Promise<void> {
  const { width, height, pageHeight } = await image.metadata();
  if (width > MAX_AVATAR_DIMENSION || (pageHeight ?? height) > MAX_AVATAR_DIMENSION) {
    throw tooLarge();
  }
}

/**
 * Upright (phone photos carry their rotation in EXIF), shrunk to at most
 * 512 px a side. sharp writes no metadata unless asked (keepMetadata and
 * friends are never called), so EXIF, GPS, XMP and ICC are dropped.
 */
function reencode(image: Sharp, format: (typeof OUTPUT_FORMAT)[AvatarType]): Promise<Buffer> {
  return image
    .rotate()
    .resize({
      width: STORED_AVATAR_SIDE,
      height: STORED_AVATAR_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .toFormat(format)
    .toBuffer();
}

/** Over MAX_AVATAR_BYTES: the upload door says it too, when it stops reading a file. */
export function pictureTooHeavy(): AppError {
  return new AppError(
    'PAYLOAD_TOO_LARGE',
    'The picture is larger than 2 MB. Choose a smaller image.',
  );
}

function tooLarge(): AppError {
  return new AppError(
    'BAD_REQUEST',
    `The picture is too large: ${TOO_LARGE}. Choose a smaller image.`,
    {
      fields: { avatar: `must be ${TOO_LARGE}` },
    },
  );
}

/**
 * sharp fails only on the input here (corrupt, truncated, over the pixel
 * limit): the sender's problem, so a 4xx with a plain message, never a 500.
 */
async function readableOrRefused<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof Error && error.message.includes('pixel limit')) throw tooLarge();
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'The picture could not be read. Choose another PNG, JPEG, WebP or GIF image.',
      { cause: error },
    );
  }
}

/** Stores a checked picture under a fresh key; the caller points the user at it. */
export async function storeAvatar(deps: ServiceDeps, avatar: CheckedAvatar): Promise<string> {
  const key = newStorageKey(avatar.ext);
  await deps.storage.put(key, avatar.bytes, {
    contentType: avatar.mime,
    fileName: `avatar.${avatar.ext}`,
  });
  return key;
}

export async function currentAvatarKey(deps: ServiceDeps, userId: string): Promise<string | null> {
  const [row] = await deps.db
    .select({ key: users.avatarKey })
    .from(users)
    .where(eq(users.id, userId));
  return row?.key ?? null;
}

export async function setAvatar(deps: ServiceDeps, actor: Actor, bytes: Buffer): Promise<UserView> {
  const avatar = await checkAvatar(bytes);
  const previous = await currentAvatarKey(deps, actor.userId);
  const key = await storeAvatar(deps, avatar);
  await deps.db
    .update(users)
    .set({ avatarKey: key, updatedAt: new Date() })
    .where(eq(users.id, actor.userId));
  if (previous) await deps.storage.delete(previous);
  return findUserView(deps.db, actor.userId);
}

/** Accepts the data URL the original web client sends in PUT /api/users/me. */
export function decodeImageDataUrl(dataUrl: string): Buffer {
  const match = /^data:[\w.+/-]*;base64,([A-Za-z0-9+/=]+)$/.exec(dataUrl);
  if (!match?.[1])
    throw new AppError('BAD_REQUEST', 'The avatar must be an image file', {
      fields: { avatar: 'must be an image' },
    });
  return Buffer.from(match[1], 'base64');
}
