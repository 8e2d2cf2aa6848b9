/**
 * A member saving someone else's public or unlisted collection: one row per
 * member and collection, and the collection's saveCount, changed in one
 * transaction that locks the collection's row (as prompt-reactions.ts does
 * for prompts), so the count always equals the rows.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { CollectionSaveChange } from '../../../shared/collection-views.ts';
import type { Actor } from '../../auth/actor.ts';
import { collections, collectionSaves } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { collectionNotFound, readCollectionFacts } from './collection-access.ts';
import { lockMemberFirst } from '../member-lock.ts';

/** Sets the member's save to `wanted`, or flips it when `wanted` is undefined (REST's toggle). */
export async function setCollectionSave(
  deps: ServiceDeps,
  actor: Actor,
  id: string,
  wanted?: boolean,
): Promise<CollectionSaveChange> {
  return deps.db.transaction(async (tx) => {
    await lockMemberFirst(tx, actor.userId);
    const row = await readCollectionFacts(tx, id, true);
    if (row.ownerId === actor.userId) {
      throw new AppError('BAD_REQUEST', 'Your own collections are yours already');
    }
    // Only what others may open can be saved; a private one is not found, even by an admin.
    if (row.visibility === 'private') throw collectionNotFound();
    const mine = and(
      eq(collectionSaves.userId, actor.userId),
      eq(collectionSaves.collectionId, id),
    );
    const [existing] = await tx
      .select({ userId: collectionSaves.userId })
      .from(collectionSaves)
      .where(mine);
    const saved = wanted ?? !existing;
    let delta = 0;
    if (saved && !existing) {
      await tx.insert(collectionSaves).values({ userId: actor.userId, collectionId: row.id });
      delta = 1;
    } else if (!saved && existing) {
      await tx.delete(collectionSaves).where(mine);
      delta = -1;
    }
    const [updated] = await tx
      .update(collections)
      .set({ saveCount: sql`${collections.saveCount} + ${delta}` })
      .where(eq(collections.id, row.id))
      .returning({ saves: collections.saveCount });
    return { saved, saves: updated?.saves ?? 0 };
  });
}
