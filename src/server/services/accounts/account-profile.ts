/**
 * The signed-in person's own account: read it, change name and password,
 * sign out, and delete it with everything it owns.
 */
import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { ProfileUpdate, UserView } from '../../../shared/user-views.ts';
import type { Actor } from '../../auth/actor.ts';
import { SESSION_ONLY_MESSAGE } from '../../auth/api-key-scopes.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import type { Database } from '../../db/client.ts';
import {
  attachments,
  generationUsage,
  promptLikes,
  prompts,
  promptSaves,
  users,
} from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { assertNotLastActiveAdmin } from './last-admin-guard.ts';
import { deleteMemberUseMarks } from '../prompts/prompt-usage.ts';
import { checkAvatar, currentAvatarKey, storeAvatar } from './avatars.ts';
import { endOtherSessions, endSession } from './sessions.ts';
import { recordSecurityNotice } from '../notifications/security-notices.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { enqueuePromptEvents } from '../webhooks/webhook-events.ts';
import { findUserView } from './user-view.ts';

export function getCurrentUser(deps: ServiceDeps, actor: Actor): Promise<UserView> {
  return findUserView(deps.db, actor.userId);
}

export async function signOut(deps: ServiceDeps, actor: Actor): Promise<void> {
  await endSession(deps.db, actor.sessionTokenHash);
}

export interface ProfileChanges {
  name?: string | undefined;
  currentPassword?: string | undefined;
  newPassword?: string | undefined;
  /** A new profile picture (raw bytes; checked here). */
  avatar?: Buffer | undefined;
}

/**
 * Changes name, password and picture together or not at all: the picture and
 * the current password are checked before anything is written. A new
 * password ends every other session of the account in the same transaction
 * (whoever knew the old one is out); the session that made the change stays.
 */
export async function updateProfile(
  deps: ServiceDeps,
  actor: Actor,
  input: ProfileChanges,
): Promise<ProfileUpdate> {
  // A key may rename and change the picture, never the password (decision 034).
  if (actor.apiKey && (input.newPassword || input.currentPassword))
    throw new AppError('FORBIDDEN', SESSION_ONLY_MESSAGE);
  const avatar = input.avatar ? await checkAvatar(input.avatar) : null;
  const changes: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
  if (input.name !== undefined) changes.name = input.name;
  if (input.newPassword) {
    await assertCurrentPassword(deps, actor.userId, input.currentPassword);
    changes.passwordHash = await hashPassword(input.newPassword);
  }
  const previousAvatar = avatar ? await currentAvatarKey(deps, actor.userId) : null;
  if (avatar) changes.avatarKey = await storeAvatar(deps, avatar);
  const otherSessionsEnded = await deps.db.transaction(async (tx) => {
    const [changed] = await tx
      .update(users)
      .set(changes)
      .where(eq(users.id, actor.userId))
      .returning({ id: users.id, email: users.email });
    if (!changes.passwordHash) return 0;
    // Decision 047: a password change always mails its notice.
    if (changed)
      await recordSecurityNotice(deps, tx, { user: changed, notice: 'password-changed' });
    return endOtherSessions(tx, actor);
  });
  if (changes.passwordHash) deps.outbox.wake();
  if (previousAvatar) await deps.storage.delete(previousAvatar);
  return { user: await findUserView(deps.db, actor.userId), otherSessionsEnded };
}

/** A Google-only account (no password yet) sets its first one without a current one. */
async function assertCurrentPassword(
  deps: ServiceDeps,
  userId: string,
  currentPassword: string | undefined,
): Promise<void> {
  const [row] = await deps.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!row?.passwordHash) return;
  const isCurrent = currentPassword
    ? await verifyPassword(row.passwordHash, currentPassword)
    : false;
  if (!isCurrent) {
    throw new AppError('BAD_REQUEST', 'Current password is incorrect', {
      fields: { currentPassword: 'is incorrect' },
    });
  }
}

/** The files that go with a user: avatar, uploads, and files of their prompts. */
async function storageKeysOf(tx: Database, userId: string): Promise<string[]> {
  const [avatar] = await tx
    .select({ key: users.avatarKey })
    .from(users)
    .where(eq(users.id, userId));
  const files = await tx
    .select({ key: attachments.storageKey })
    .from(attachments)
    .leftJoin(prompts, eq(prompts.id, attachments.promptId))
    .where(or(eq(attachments.ownerId, userId), eq(prompts.createdById, userId)));
  // Images the member generated in the playground (their usage rows cascade).
  const generated = await tx
    .select({ key: generationUsage.imageKey })
    .from(generationUsage)
    .where(and(eq(generationUsage.userId, userId), isNotNull(generationUsage.imageKey)));
  return [
    ...(avatar?.key ? [avatar.key] : []),
    ...files.map((file) => file.key),
    ...generated.flatMap((row) => (row.key ? [row.key] : [])),
  ];
}

/**
 * Deletes a user with their prompts, likes, saves, sessions, playground
 * runs and files (attachments, avatar, generated images). The
 * like and save counters of other people's prompts follow in the same
 * transaction; the files go once the rows are gone. `first` runs at the
 * start of that transaction: the checks and the audit entry of whoever
 * deletes (it may throw to stop everything).
 */
export async function deleteUserAndContent(
  deps: ServiceDeps,
  userId: string,
  first: (tx: Database) => Promise<void>,
): Promise<void> {
  const keys = await deps.db.transaction(async (tx) => {
    await first(tx);
    const found = await storageKeysOf(tx, userId);
    const liked = tx
      .select({ id: promptLikes.promptId })
      .from(promptLikes)
      .where(eq(promptLikes.userId, userId));
    const saved = tx
      .select({ id: promptSaves.promptId })
      .from(promptSaves)
      .where(eq(promptSaves.userId, userId));
    await tx
      .update(prompts)
      .set({ upvotes: sql`greatest(${prompts.upvotes} - 1, 0)` })
      .where(inArray(prompts.id, liked));
    await tx
      .update(prompts)
      .set({ saveCount: sql`greatest(${prompts.saveCount} - 1, 0)` })
      .where(inArray(prompts.id, saved));
    await deleteMemberUseMarks(tx, userId);
    // Their prompts go with them: each is announced as deleted, described before it goes.
    const own = await tx
      .select({ id: prompts.id })
      .from(prompts)
      .where(eq(prompts.createdById, userId));
    await enqueuePromptEvents(
      tx,
      'prompt.deleted',
      own.map((row) => row.id),
    );
    // Sessions, likes, saves, prompts and attachment rows cascade from here.
    await tx.delete(users).where(eq(users.id, userId));
    return found;
  });
  deps.outbox.wake();
  const results = await Promise.allSettled(keys.map((key) => deps.storage.delete(key)));
  const failed = results.filter((result) => result.status === 'rejected').length;
  if (failed > 0)
    deps.log.warn({ userId, failed }, 'some files of a deleted user could not be removed');
}

export const LAST_ADMIN_SELF_DELETE =
  'You are the last admin: make someone else an admin before you delete your account.';

export async function deleteOwnAccount(deps: ServiceDeps, actor: Actor): Promise<void> {
  if (actor.apiKey) throw new AppError('FORBIDDEN', SESSION_ONLY_MESSAGE);
  await deleteUserAndContent(deps, actor.userId, (tx) =>
    assertNotLastActiveAdmin(tx, actor.userId, LAST_ADMIN_SELF_DELETE),
  );
}
