/**
 * Rows and files left behind by a delete: every table is asked for rows
 * that point at a user or prompt that no longer exists, and the upload
 * folder for files no row names. After any delete, all of it must be empty.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { isNotNull, sql } from 'drizzle-orm';
import { attachments, generationUsage, users } from '../../src/server/db/schema.ts';
import type { TestApp } from './test-app.ts';

/** Each check names rows that should not exist; the count should be 0. */
const ORPHAN_CHECKS: Record<string, ReturnType<typeof sql>> = {
  sessions: sql`select count(*)::int as n from sessions s
    where not exists (select 1 from users u where u.id = s.user_id)`,
  prompts: sql`select count(*)::int as n from prompts p
    where p.created_by_id is not null
      and not exists (select 1 from users u where u.id = p.created_by_id)`,
  attachmentsWithoutPrompt: sql`select count(*)::int as n from attachments a
    where a.prompt_id is not null
      and not exists (select 1 from prompts p where p.id = a.prompt_id)`,
  attachmentsWithoutOwner: sql`select count(*)::int as n from attachments a
    where a.owner_id is not null
      and not exists (select 1 from users u where u.id = a.owner_id)`,
  attachmentsOfNobody: sql`select count(*)::int as n from attachments a
    where a.prompt_id is null and a.owner_id is null`,
  promptLikes: sql`select count(*)::int as n from prompt_likes l
    where not exists (select 1 from users u where u.id = l.user_id)
       or not exists (select 1 from prompts p where p.id = l.prompt_id)`,
  promptSaves: sql`select count(*)::int as n from prompt_saves s
    where not exists (select 1 from users u where u.id = s.user_id)
       or not exists (select 1 from prompts p where p.id = s.prompt_id)`,
  promptUses: sql`select count(*)::int as n from prompt_uses m
    where not exists (select 1 from prompts p where p.id = m.prompt_id)`,
  generationUsage: sql`select count(*)::int as n from generation_usage g
    where g.user_id is not null
      and not exists (select 1 from users u where u.id = g.user_id)`,
  auditActors: sql`select count(*)::int as n from admin_audit_log a
    where a.actor_id is not null
      and not exists (select 1 from users u where u.id = a.actor_id)`,
};

function countOf(result: unknown): number {
  // postgres.js answers an array of rows, PGlite an object with `rows`.
  const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
  const [row] = rows as { n: number }[];
  return row?.n ?? 0;
}

/** Per table, the rows that point at nothing (all zero when clean). */
export async function orphanRows(testApp: TestApp): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [name, query] of Object.entries(ORPHAN_CHECKS)) {
    counts[name] = countOf(await testApp.database.db.execute(query));
  }
  return counts;
}

export const NO_ORPHANS = Object.fromEntries(Object.keys(ORPHAN_CHECKS).map((name) => [name, 0]));

/** Storage keys of the files in the upload folder (the disk storage of test apps). */
export async function storedFileKeys(testApp: TestApp): Promise<string[]> {
  const names = await readdir(path.join(testApp.env.DATA_DIR, 'uploads')).catch(() => []);
  const keys = names.filter((name) => !name.endsWith('.json') && !name.endsWith('.part'));
  return keys.sort();
}

/** Storage keys some row names: attachments, avatars and generated images. */
export async function referencedFileKeys(testApp: TestApp): Promise<string[]> {
  const { db } = testApp.database;
  const files = await db.select({ key: attachments.storageKey }).from(attachments);
  const avatars = await db
    .select({ key: users.avatarKey })
    .from(users)
    .where(isNotNull(users.avatarKey));
  const generated = await db
    .select({ key: generationUsage.imageKey })
    .from(generationUsage)
    .where(isNotNull(generationUsage.imageKey));
  return [
    ...files.map((row) => row.key),
    ...avatars.map((row) => row.key ?? ''),
    ...generated.map((row) => row.key ?? ''),
  ].sort();
}
