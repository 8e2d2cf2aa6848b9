/**
 * Turns what a person typed into a safe Postgres tsquery. Every word must
 * match, each as a prefix (the box searches as you type), in either the
 * stemmed or the as-written form (see drizzle/0000_search-functions.sql).
 * Only letters and digits survive tokenizing, so quotes, %, \ and tsquery
 * operators (& | ! : * ( )) can never reach the parser, and the terms are
 * bound as parameters.
 *
 * The whole query sits in a scalar subquery, so Postgres builds it once per
 * statement. Written inline, a reused prepared statement (generic plan)
 * re-parsed and re-stemmed it for every candidate row, in the index recheck
 * and again in ts_rank. Where the stem is the word itself ("email") the two
 * forms are the same prefix; the query then carries it once, so the index
 * scans it once instead of twice.
 */
import { type SQL, sql } from 'drizzle-orm';

const MAX_TERMS = 8;

export function searchTerms(text: string): string[] {
  const words = text.normalize('NFKC').match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.slice(0, MAX_TERMS).map((word) => word.toLowerCase().slice(0, 60));
}

/** A tsquery expression for the terms, or null when nothing searchable was typed. */
export function buildSearchQuery(text: string): SQL | null {
  const terms = searchTerms(text);
  if (terms.length === 0) return null;
  const parts = terms.map((term) => {
    const prefix = `${term}:*`;
    return sql`(select case when stemmed = written then written else stemmed || written end
      from (select to_tsquery('english', ${prefix}) as stemmed,
                   to_tsquery('simple', ${prefix}) as written) as forms)`;
  });
  return sql`(select ${sql.join(parts, sql` && `)})`;
}
