/**
 * Profile pictures. The type is decided from the file's bytes, never from
 * its name or declared type; only common raster images up to 2 MB are kept,
 * stored through the Storage interface and served under /uploads.
 */
import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { AVATAR_TYPES, MAX_AVATAR_BYTES } from '../../../shared/account-limits.ts';
import type { UserView } from '../../../shared/user-views.ts';
import type { Actor } from '../../auth/actor.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { newStorageKey } from '../../storage/storage.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { findUserView } from './user-view.ts';

const ACCEPTED_TYPES = new Set<string>(AVATAR_TYPES);

export interface CheckedAvatar {
  bytes: Buffer;
  mime: string;
  ext: string;
}

/** Refuses anything but a real PNG, JPEG, WebP or GIF of at most 2 MB, judged by its bytes. */
export async function checkAvatar(bytes: Buffer): Promise<CheckedAvatar> {
  if (bytes.byteLength > MAX_AVATAR_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'The picture is larger than 2 MB');
  }
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !ACCEPTED_TYPES.has(detected.mime)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Choose a PNG, JPEG, WebP or GIF image');
  }
  return { bytes, mime: detected.mime, ext: detected.ext };
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
