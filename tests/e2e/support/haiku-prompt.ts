/**
 * The approved prompt the versions-family browser tests start from: an
 * owner's "Seasonal Haiku" with one variable, and an admin to review what
 * follows (change requests, forks).
 */
import type { Database } from '../../../src/server/db/client.ts';
import { insertPrompt } from '../../helpers/prompt-fixtures.ts';
import { createTestUser } from '../../helpers/test-users.ts';

export const HAIKU_TEXT = 'Write a haiku about {season}.';

export async function seasonalHaiku(db: Database) {
  const owner = await createTestUser(db, { name: 'Ada Owner' });
  const admin = await createTestUser(db, { name: 'Mod Erator', role: 'admin' });
  const id = await insertPrompt(db, {
    title: 'Seasonal Haiku',
    status: 'approved',
    createdById: owner.id,
    description: HAIKU_TEXT,
    categories: ['Writing'],
    variables: [{ name: 'season', defaultValue: 'autumn' }],
  });
  return { owner, admin, id };
}
