/** Collections for tests, inserted straight into the database with their items in order. */
import type { Database } from '../../src/server/db/client.ts';
import { collectionItems, collections } from '../../src/server/db/schema.ts';
import type { CollectionVisibility } from '../../src/shared/collection-limits.ts';

export async function insertCollection(
  db: Database,
  values: {
    ownerId: string;
    visibility: CollectionVisibility;
    title?: string;
    promptIds?: readonly string[];
  },
): Promise<string> {
  const [row] = await db
    .insert(collections)
    .values({
      ownerId: values.ownerId,
      visibility: values.visibility,
      title: values.title ?? `Test ${values.visibility} collection`,
    })
    .returning({ id: collections.id });
  if (!row) throw new Error('could not insert a test collection');
  const promptIds = values.promptIds ?? [];
  if (promptIds.length > 0) {
    await db
      .insert(collectionItems)
      .values(
        promptIds.map((promptId, position) => ({ collectionId: row.id, promptId, position })),
      );
  }
  return row.id;
}
