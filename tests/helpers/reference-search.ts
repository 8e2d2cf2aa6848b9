/**
 * Decision 017's search written the plain way, for tests to compare the
 * real one with: every term looked for in each row's document with LIKE
 * and regular expressions (no vocabulary, no words index), the newest
 * RANK_BOUND + 1 matches ranked. Slow on a large library; exact by
 * construction, which is the point.
 */
import { and, arrayContains, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client.ts';
import { promptSearch } from '../../src/server/db/schema.ts';
import { RANK_BOUND } from '../../src/server/services/library/library-search.ts';
import {
  MIN_SUBSTRING_LENGTH,
  type SearchTerm,
  searchTerms,
  stemTerms,
} from '../../src/server/services/library/search-query.ts';

type Column = typeof promptSearch.document | typeof promptSearch.title;

function alternation({ term, stem }: SearchTerm): string {
  return term === stem ? term : `${term}|${stem}`;
}

const startsAWord = (column: Column, term: SearchTerm) =>
  sql`${column} ~ ${`\\m(?:${alternation(term)})`}`;
const isAWord = (column: Column, term: SearchTerm) =>
  sql`${column} ~ ${`\\m(?:${alternation(term)})\\M`}`;
const containsAnyForm = (column: Column, { term, stem }: SearchTerm) =>
  sql`(${column} like ${`%${term}%`} or ${column} like ${`%${stem}%`})`;
const holds = (column: Column, term: SearchTerm) =>
  term.term.length < MIN_SUBSTRING_LENGTH
    ? startsAWord(column, term)
    : containsAnyForm(column, term);
const every = (terms: SearchTerm[], test: (term: SearchTerm) => SQL) =>
  sql`(${sql.join(terms.map(test), sql` and `)})`;

export interface ReferenceParams {
  search: string;
  sort?: 'relevance' | 'newest';
  category?: string;
  model?: string;
}

/** Every id the search ranks (at most RANK_BOUND), in order, and how many match up to the bound + 1. */
export async function referenceSearch(
  db: Database,
  params: ReferenceParams,
): Promise<{ ids: string[]; total: number }> {
  const terms = await stemTerms(db, searchTerms(params.search));
  if (terms.length === 0) return { ids: [], total: 0 };
  const { document, title, createdAt, promptId, model, categories } = promptSearch;
  const where = and(
    every(terms, (term) => holds(document, term)),
    params.model ? eq(model, params.model) : undefined,
    params.category ? arrayContains(categories, [params.category]) : undefined,
  );
  const kind = sql<number>`case when ${every(terms, (t) => isAWord(document, t))} then 3
    when ${every(terms, (t) => startsAWord(document, t))} then 2 else 1 end`;
  const inTitle = sql<number>`case when ${every(terms, (t) => startsAWord(title, t))} then 2
    when ${every(terms, (t) => holds(title, t))} then 1 else 0 end`;
  const rows = await db
    .select({ id: promptId, createdAt, kind, inTitle })
    .from(promptSearch)
    .where(where)
    .orderBy(desc(createdAt), desc(promptId))
    .limit(RANK_BOUND + 1);
  const ranked =
    params.sort === 'newest'
      ? rows
      : [...rows].sort((a, b) => b.kind - a.kind || b.inTitle - a.inTitle);
  return { ids: ranked.map((row) => row.id).slice(0, RANK_BOUND), total: rows.length };
}
