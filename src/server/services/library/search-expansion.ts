/**
 * Expands each typed term to the vocabulary's words that contain it (or
 * its stem), in one statement: a trigram lookup over the vocabulary
 * (search_vocabulary, some thousands of words), not over the library.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { TermExpansion } from './search-clauses.ts';
import { MIN_SUBSTRING_LENGTH, type SearchTerm } from './search-query.ts';

/**
 * More words than this and a term is checked on each row instead: such a
 * term ("ing", "the") is in so many prompts that walking the newest rows
 * finds its matches soon, and a query listing every word would cost more
 * to look up than it saves.
 */
export const EXPANSION_LIMIT = 256;

interface Pattern {
  termIndex: number;
  pattern: string;
}

function patternsOf(terms: SearchTerm[]): Pattern[] {
  return terms.flatMap(({ term, stem }, termIndex) => {
    if (term.length < MIN_SUBSTRING_LENGTH) return [];
    // Terms are letters and digits only (search-query.ts): no LIKE wildcard in them.
    const forms = term === stem ? [term] : [term, stem];
    return forms.map((form) => ({ termIndex, pattern: `%${form}%` }));
  });
}

export async function expandTerms(db: Database, terms: SearchTerm[]): Promise<TermExpansion[]> {
  const patterns = patternsOf(terms);
  const found = new Map<number, Set<string>>();
  if (patterns.length > 0) {
    const rows = await db
      .select({
        termIndex: sql<number>`t.term_index`.mapWith(Number),
        word: sql<string>`v.word`,
      })
      .from(
        sql`(values ${sql.join(
          patterns.map((p) => sql`(${p.pattern}::text, ${p.termIndex}::int)`),
          sql`, `,
        )}) as t(pattern, term_index)
          cross join lateral (
            select word from search_vocabulary where word like t.pattern limit ${EXPANSION_LIMIT + 1}
          ) as v`,
      );
    for (const { termIndex, word } of rows) {
      const words = found.get(termIndex) ?? new Set<string>();
      words.add(word);
      found.set(termIndex, words);
    }
  }
  return terms.map(({ term }, index): TermExpansion => {
    if (term.length < MIN_SUBSTRING_LENGTH) return { kind: 'prefix' };
    const words = [...(found.get(index) ?? [])];
    return words.length > EXPANSION_LIMIT ? { kind: 'too-many' } : { kind: 'words', words };
  });
}
