/**
 * Turns what a person typed into the terms of the library's search, and
 * the parts of its rules read from prompt_search's text (one narrow row per
 * approved prompt: its lower-cased title and document): the title rank, and
 * the check of a term too common to look up by its words (decision 017;
 * the words themselves are queried in search-clauses.ts, decision 025).
 *
 * A prompt matches when every word typed appears in its document (title,
 * description, categories, model, system prompt, chain steps): from three
 * characters on anywhere, even inside a word ("mail" finds "email", through
 * the trigram index), or as its English stem ("emails" finds "email",
 * "writing" finds "write"). Shorter words match at the start of a word only:
 * "ai" inside every "said" and "detail" would be noise.
 *
 * Ranking: every word whole (as typed or as its stem) above every word at
 * the start of a word above substrings; then all words in the title, at a
 * word start, above all in the title anywhere, above the rest; then newest.
 * Misspellings are tried only when nothing matches (spelling.ts).
 *
 * Only letters and digits survive tokenizing, so quotes, %, _, \ and regular
 * expression or tsquery operators can never reach LIKE or a pattern, and
 * every term is bound as a parameter.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { libraryState, promptSearch } from '../../db/schema.ts';

const MAX_TERMS = 8;
const MAX_TERM_LENGTH = 60;
/** Below this a term matches at a word start only (a trigram needs three characters). */
export const MIN_SUBSTRING_LENGTH = 3;

export function searchTerms(text: string): string[] {
  const words = text.normalize('NFKC').match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.slice(0, MAX_TERMS).map((word) => word.toLowerCase().slice(0, MAX_TERM_LENGTH));
}

/** A term and its English stem ("writing", "write"); the stem is the term when stemming does not apply. */
export interface SearchTerm {
  term: string;
  stem: string;
}

/**
 * The English stems of the terms, from the database's own Snowball stemmer
 * (the same on Postgres and PGlite). A stop word has none and keeps its own
 * form; a stem too short to search by substring is not used.
 */
export async function stemTerms(db: Database, terms: string[]): Promise<SearchTerm[]> {
  const unknown = [...new Set(terms.filter((term) => !knownStems.has(term)))];
  if (unknown.length > 0) await learnStems(db, unknown);
  return terms.map((term) => {
    const stem = knownStems.get(term) ?? term;
    return { term, stem: stem.length >= MIN_SUBSTRING_LENGTH ? stem : term };
  });
}

/**
 * Stems already asked for. The stemmer is a fixed algorithm (the same on
 * every database), so a term's stem never changes: a search whose words
 * were all seen before needs no round trip for them.
 */
const knownStems = new Map<string, string>();
const MAX_KNOWN_STEMS = 50_000;

async function learnStems(db: Database, terms: string[]): Promise<void> {
  const stemmed = sql.join(
    terms.map(
      (term) => sql`coalesce((ts_lexize('english_stem', ${term}::text))[1], ${term}::text)`,
    ),
    sql`, `,
  );
  // library_state always holds exactly one row: a FROM for a one-row select.
  const [row] = await db.select({ stems: sql<string[]>`array[${stemmed}]` }).from(libraryState);
  if (knownStems.size + terms.length > MAX_KNOWN_STEMS) knownStems.clear();
  terms.forEach((term, index) => knownStems.set(term, row?.stems[index] ?? term));
}

/** The forms of a term, as a regular-expression alternation (letters and digits only). */
function forms({ term, stem }: SearchTerm): string {
  return term === stem ? term : `${term}|${stem}`;
}

type Column = typeof promptSearch.document | typeof promptSearch.title;

function everyTerm(terms: SearchTerm[], test: (term: SearchTerm) => SQL): SQL {
  return sql`(${sql.join(terms.map(test), sql` and `)})`;
}

/** The column holds the term or its stem anywhere (a term of three characters or more). */
export function containsAnyForm(column: Column, term: SearchTerm): SQL {
  const typed = sql`${column} like ${`%${term.term}%`}`;
  if (term.stem === term.term) return typed;
  return sql`(${typed} or ${column} like ${`%${term.stem}%`})`;
}

function startsAWord(column: Column, term: SearchTerm): SQL {
  return sql`${column} ~ ${`\\m(?:${forms(term)})`}`;
}

/** Does the column hold the term? Substrings from three characters, word starts below. */
function holds(column: Column, term: SearchTerm): SQL {
  return term.term.length < MIN_SUBSTRING_LENGTH
    ? startsAWord(column, term)
    : containsAnyForm(column, term);
}

/** 2 when every term starts a title word, 1 when every term is in the title, 0 otherwise. */
export function titleRank(terms: SearchTerm[]): SQL<number> {
  const { title } = promptSearch;
  return sql<number>`case when ${everyTerm(terms, (term) => startsAWord(title, term))} then 2
    when ${everyTerm(terms, (term) => holds(title, term))} then 1 else 0 end`;
}
