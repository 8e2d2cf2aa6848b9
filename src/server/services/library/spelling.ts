/**
 * The spelling a search probably meant, for when what was typed finds
 * nothing (decision 017). Each word is compared with the library's own
 * vocabulary (search_words, filled by a trigger): the nearest words by
 * trigram distance come from the GiST index, and the closest of those by
 * edit distance (a swapped pair of letters counts as one edit) replaces the
 * word when it is near enough. Words the vocabulary holds are kept as typed.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { searchWords } from '../../db/schema.ts';
import { MIN_SUBSTRING_LENGTH } from './search-query.ts';

/** How many of the nearest words (by trigrams) are weighed by edit distance. */
const CANDIDATES = 60;

/** One edit for short words, two from six letters on. */
export function maxEdits(word: string): number {
  return word.length >= 6 ? 2 : 1;
}

/** Optimal string alignment distance: insertions, deletions, substitutions, adjacent swaps. */
export function editDistance(a: string, b: string): number {
  const left = [...a];
  const right = [...b];
  const rows = left.length + 1;
  const cols = right.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number) => d[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i < rows; i += 1) {
    const row = d[i];
    if (!row) continue;
    for (let j = 1; j < cols; j += 1) {
      const cost = left[i - 1] === right[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      const swapped =
        i > 1 && j > 1 && left[i - 1] === right[j - 2] && left[i - 2] === right[j - 1];
      if (swapped) best = Math.min(best, at(i - 2, j - 2) + 1);
      row[j] = best;
    }
  }
  return at(rows - 1, cols - 1);
}

/** The candidate nearest to the word within its edit budget; ties keep the trigram order. */
export function closestWord(word: string, candidates: readonly string[]): string | null {
  let best: string | null = null;
  let bestDistance = maxEdits(word) + 1;
  for (const candidate of candidates) {
    const distance = editDistance(word, candidate);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

async function nearestWords(db: Database, word: string): Promise<string[]> {
  const rows = await db
    .select({ word: searchWords.word })
    .from(searchWords)
    .orderBy(sql`${searchWords.word} <-> ${word}`)
    .limit(CANDIDATES);
  return rows.map((row) => row.word);
}

/**
 * The terms respelled, or null when no word has a better spelling. Numbers
 * and words too short for trigrams are kept as typed.
 */
export async function suggestSpelling(db: Database, terms: string[]): Promise<string[] | null> {
  let changed = false;
  const respelled = await Promise.all(
    terms.map(async (term) => {
      if (term.length < MIN_SUBSTRING_LENGTH || !/\p{L}/u.test(term)) return term;
      const candidates = await nearestWords(db, term);
      if (candidates.includes(term)) return term;
      const closest = closestWord(term, candidates);
      if (!closest) return term;
      changed = true;
      return closest;
    }),
  );
  return changed ? respelled : null;
}
