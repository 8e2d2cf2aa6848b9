/**
 * Making, editing and deleting a member's collections. Each change runs in
 * one transaction that first locks what bounds it: the member's row for a
 * new collection (so parallel creates cannot pass the limit together), the
 * collection's row for an edit or a deletion.
 */
import { and, count, eq } from 'drizzle-orm';
import type {
  CollectionChanges,
  CreateCollectionInput,
} from '../../../shared/collection-inputs.ts';
import { MAX_COLLECTIONS_PER_MEMBER } from '../../../shared/collection-limits.ts';
import type { CollectionView } from '../../../shared/collection-views.ts';
import type { Actor } from '../../auth/actor.ts';
import { collections, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { collectionViewOf, lockOwnCollection } from './collection-access.ts';

const SAVED_STAYS_PRIVATE = 'The Saved collection stays private';

export async function createCollection(
  deps: ServiceDeps,
  actor: Actor,
  input: CreateCollectionInput,
): Promise<CollectionView> {
  return deps.db.transaction(async (tx) => {
    await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, actor.userId))
      .for('no key update');
    const [made] = await tx
      .select({ n: count() })
      .from(collections)
      .where(and(eq(collections.ownerId, actor.userId), eq(collections.isDefault, false)));
    if ((made?.n ?? 0) >= MAX_COLLECTIONS_PER_MEMBER) {
      throw new AppError(
        'CONFLICT',
        `You can have at most ${MAX_COLLECTIONS_PER_MEMBER} collections. Delete one to make another.`,
      );
    }
    const [row] = await tx
      .insert(collections)
      .values({
        ownerId: actor.userId,
        title: input.title,
        description: input.description ?? '',
        visibility: input.visibility,
      })
      .returning({ id: collections.id });
    if (!row) throw new AppError('INTERNAL', 'The collection was not made');
    return collectionViewOf(tx, actor, row.id);
  });
}

export async function updateCollection(
  deps: ServiceDeps,
  actor: Actor,
  id: string,
  changes: CollectionChanges,
): Promise<CollectionView> {
  return deps.db.transaction(async (tx) => {
    const row = await lockOwnCollection(tx, actor, id);
    if (row.isDefault && changes.visibility !== undefined && changes.visibility !== 'private') {
      throw new AppError('BAD_REQUEST', SAVED_STAYS_PRIVATE, {
        fields: { visibility: SAVED_STAYS_PRIVATE },
      });
    }
    await tx
      .update(collections)
      .set({
        ...(changes.title === undefined ? {} : { title: changes.title }),
        ...(changes.description === undefined ? {} : { description: changes.description }),
        ...(changes.visibility === undefined ? {} : { visibility: changes.visibility }),
        updatedAt: new Date(),
      })
      .where(eq(collections.id, row.id));
    return collectionViewOf(tx, actor, row.id);
  });
}

export async function deleteCollection(deps: ServiceDeps, actor: Actor, id: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await lockOwnCollection(tx, actor, id);
    if (row.isDefault) {
      throw new AppError('BAD_REQUEST', 'The Saved collection cannot be deleted');
    }
    await tx.delete(collections).where(eq(collections.id, row.id));
  });
}
