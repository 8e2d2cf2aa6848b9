/**
 * The text-search queries (tsquery) a library search runs over
 * prompt_search.words (decision 025). Pure: the terms' expansions come from
 * the vocabulary (search-expansion.ts).
 *
 * Every row's words are the runs of letters, digits and _ of its document,
 * plus one lexeme per filter. So, exactly as decision 017 reads the
 * document:
 * - a term of three or more characters holds when some word contains it or
 *   its stem: the words of the vocabulary that do, ORed;
 * - a shorter term holds when some word starts with it: a prefix match;
 * - a word-start rank asks for a prefix match of the term or its stem, a
 *   whole-word rank for the term or its stem as a word.
 * A term that expands to too many words to list is checked on each row's
 * document instead (LIKE, as 017 did), and never drives the index.
 */
import type { SearchTerm } from './search-query.ts';

/** How a term reaches the words index. */
export type TermExpansion =
  /** Shorter than a trigram: words starting with it. */
  | { kind: 'prefix' }
  /** The vocabulary's words containing the term or its stem (none: nothing matches). */
  | { kind: 'words'; words: string[] }
  /** More words than a query should list: checked on the document per row. */
  | { kind: 'too-many' };

export interface SearchFilters {
  model?: string | undefined;
  category?: string | undefined;
}

export interface SearchClauses {
  /** What every match's words satisfy, or null when only the row checks apply. */
  match: string | null;
  /** How many ANDed parts `match` has (terms listed and filters). */
  matchParts: number;
  /** Those parts, each a tsquery of its own: a term's words ORed, or a filter's word. */
  parts: string[];
  /** Terms checked on each row's document (their expansion was too long). */
  rowChecks: SearchTerm[];
  /** Every term (or its stem) is a whole word. */
  wholeWords: string;
  /** Every term (or its stem) starts a word. */
  wordStarts: string;
}

/** A quoted tsquery lexeme: taken literally, whatever characters it holds. */
export function lexeme(text: string): string {
  return `'${text.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
}

/** The words that stand for the filters in every row's words (see search_words_vector). */
export function filterWords({ model, category }: SearchFilters): string[] {
  const words: string[] = [];
  if (model) words.push(`=m=${model}`);
  if (category) words.push(`=c=${category}`);
  return words;
}

function forms({ term, stem }: SearchTerm): string[] {
  return term === stem ? [term] : [term, stem];
}

function anyOf(parts: string[]): string {
  return parts.length === 1 ? (parts[0] ?? '') : `(${parts.join(' | ')})`;
}

function allOf(parts: string[]): string {
  return parts.join(' & ');
}

/**
 * The clauses for `terms`, each with its expansion (same order), or null
 * when a term holds in no word at all: then nothing matches.
 */
export function buildClauses(
  terms: SearchTerm[],
  expansions: TermExpansion[],
  filters: SearchFilters,
): SearchClauses | null {
  const parts: string[] = [];
  const rowChecks: SearchTerm[] = [];
  for (const [index, term] of terms.entries()) {
    const expansion = expansions[index];
    if (!expansion || expansion.kind === 'too-many') rowChecks.push(term);
    else if (expansion.kind === 'prefix')
      parts.push(anyOf(forms(term).map((f) => `${lexeme(f)}:*`)));
    else if (expansion.words.length === 0) return null;
    else parts.push(anyOf(expansion.words.map(lexeme)));
  }
  parts.push(...filterWords(filters).map(lexeme));
  return {
    match: parts.length > 0 ? allOf(parts) : null,
    matchParts: parts.length,
    parts,
    rowChecks,
    wholeWords: allOf(terms.map((term) => anyOf(forms(term).map(lexeme)))),
    wordStarts: allOf(terms.map((term) => anyOf(forms(term).map((f) => `${lexeme(f)}:*`)))),
  };
}
