/**
 * The member's row, key-share locked first in a transaction that then
 * locks a prompt or a collection. Deleting an account locks the user
 * before what they own; a like, a save or a collection save that locked
 * the other way round (its new row's foreign key locks the member after
 * the prompt or collection) could deadlock with that deletion.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema.ts';

export async function lockMemberFirst(tx: Database, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('key share');
}
