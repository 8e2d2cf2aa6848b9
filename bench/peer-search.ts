/**
 * The peer's query shape, replayed on our prompts table for the library
 * benchmark (issue 23). prompts.chat searches with Prisma's `contains` in
 * insensitive mode over the title, the description and the content (our
 * system prompt), ORed, newest first, 24 to a page, and counts the matches
 * for its pager in a second query sent beside the first. In SQL that is
 * ILIKE '%term%' on each column: no index can answer it, so both queries
 * read every approved prompt. Its joins for the author, category and tags
 * are left out; they read 24 rows by key.
 */
import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { Database } from '../src/server/db/client.ts';
import { prompts } from '../src/server/db/schema.ts';

export const PEER_PAGE_SIZE = 24;

export interface PeerPage {
  prompts: { id: string; title: string; description: string; createdAt: Date }[];
  pagination: { totalPrompts: number };
}

/** `contains` matches the text as typed: LIKE's own wildcards are escaped. */
function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export async function peerSearch(db: Database, term: string): Promise<PeerPage> {
  const pattern = containsPattern(term);
  const matches = and(
    eq(prompts.status, 'approved'),
    or(
      ilike(prompts.title, pattern),
      ilike(prompts.description, pattern),
      ilike(prompts.systemPrompt, pattern),
    ),
  );
  const [page, [counted]] = await Promise.all([
    db
      .select({
        id: prompts.id,
        title: prompts.title,
        description: prompts.description,
        createdAt: prompts.createdAt,
      })
      .from(prompts)
      .where(matches)
      .orderBy(desc(prompts.createdAt))
      .limit(PEER_PAGE_SIZE),
    db.select({ total: count() }).from(prompts).where(matches),
  ]);
  return { prompts: page, pagination: { totalPrompts: counted?.total ?? 0 } };
}
