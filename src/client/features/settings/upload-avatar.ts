/**
 * Profile pictures go through the REST door as multipart (field "file"),
 * since tRPC carries JSON only. The browser checks type and size first so a
 * wrong file is refused at once; the server checks the bytes again.
 */
import { AVATAR_TYPES, MAX_AVATAR_BYTES } from '../../../shared/account-limits.ts';
import type { UserView } from '../../../shared/user-views.ts';

/** The types the server keeps (it decides from the bytes, not from this). */
export const AVATAR_ACCEPT = AVATAR_TYPES.join(',');

export class AvatarUploadError extends Error {
  override name = 'AvatarUploadError';
}

/** Why this file cannot be a profile picture, or null when it can. */
export function avatarFileProblem(file: File): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) {
    return 'Choose a PNG, JPEG, WebP or GIF image.';
  }
  if (file.size > MAX_AVATAR_BYTES) {
    return 'The picture is larger than 2 MB. Choose a smaller image.';
  }
  return null;
}

type WireUser = Omit<UserView, 'createdAt'> & { createdAt: string };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function userOf(body: unknown): WireUser | null {
  if (!isObject(body) || !isObject(body.user)) return null;
  const user = body.user;
  return typeof user._id === 'string' && typeof user.createdAt === 'string'
    ? (user as unknown as WireUser)
    : null;
}

export async function uploadAvatar(file: File): Promise<UserView> {
  const form = new FormData();
  form.append('file', file);
  let response: Response;
  try {
    response = await fetch('/api/users/me/avatar', {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
    });
  } catch {
    throw new AvatarUploadError(
      'The picture could not be uploaded. Check your connection and try again.',
    );
  }
  const body: unknown = await response.json().catch(() => null);
  const user = userOf(body);
  if (response.ok && user) {
    // REST writes dates as ISO text; the cached user (from tRPC) holds a Date.
    return { ...user, createdAt: new Date(user.createdAt) };
  }
  const message = isObject(body) && typeof body.error === 'string' ? body.error : null;
  throw new AvatarUploadError(message ?? 'Upload failed');
}
