/**
 * How many uploads a member holds that no prompt has claimed yet. Uploads
 * cost storage before any prompt is reviewed, so each member may hold at
 * most MAX_UNCLAIMED_UPLOADS; they free up when a prompt claims them or
 * when the unclaimed ones expire (stale-uploads.ts).
 */
import { and, count, eq, isNull, min } from 'drizzle-orm';
import {
  MAX_UNCLAIMED_UPLOADS,
  UNCLAIMED_UPLOAD_LIFETIME_MS,
} from '../../../shared/upload-limits.ts';
import { SIGN_IN_MESSAGE } from '../../auth/access-tiers.ts';
import type { Database } from '../../db/client.ts';
import { attachments, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

function tooManyUnclaimed(oldest: Date | null, now: Date): AppError {
  const freesAt = (oldest?.getTime() ?? now.getTime()) + UNCLAIMED_UPLOAD_LIFETIME_MS;
  return new AppError(
    'TOO_MANY_REQUESTS',
    `You have ${MAX_UNCLAIMED_UPLOADS} uploaded files that no prompt uses yet. Attach them to a prompt, or upload again later: unused files are removed 24 hours after upload.`,
    { retryAfterSeconds: Math.max(1, Math.ceil((freesAt - now.getTime()) / 1000)) },
  );
}

/** Refuses with 429 when the member already holds the most unclaimed uploads. */
export async function assertRoomForUpload(db: Database, userId: string): Promise<void> {
  const [row] = await db
    .select({ held: count(), oldest: min(attachments.createdAt) })
    .from(attachments)
    .where(and(eq(attachments.ownerId, userId), isNull(attachments.promptId)));
  if ((row?.held ?? 0) >= MAX_UNCLAIMED_UPLOADS)
    throw tooManyUnclaimed(row?.oldest ?? null, new Date());
}

/**
 * The same check inside the transaction that records an upload, with the
 * member's row locked first: parallel uploads of one member take turns, so
 * none can slip past the limit between counting and inserting.
 */
export async function lockUploaderWithRoom(tx: Database, userId: string): Promise<void> {
  const [uploader] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  // The account went while its upload streamed in.
  if (!uploader) throw new AppError('UNAUTHORIZED', SIGN_IN_MESSAGE);
  await assertRoomForUpload(tx, userId);
}
