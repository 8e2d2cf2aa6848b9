/**
 * The spelling a search probably meant, for when what was typed finds
 * nothing (decision 017). Each word is compared with the library's own
 * vocabulary (search_words, filled by a trigger). Candidates come from two
 * places: the nearest words by trigram distance (the GiST index), which
 * catch missing, extra and wrong letters; and the word with one letter
 * dropped or two neighbours swapped, looked up exactly, because a swap
 * ("trhee") shares too few trigrams with the word meant to rank near it.
 * The closest candidate by edit distance (a swap counts as one edit)
 * replaces the word when it is near enough; among equally close ones a word
 * of the typed length wins ("ttile" means "title" rather than "tile"), then
 * the nearer by trigrams. Words the vocabulary holds are kept as typed.
 */
import { inArray, sql } from 'drizzle-orm';
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

/**
 * The candidate nearest to the word within its edit budget: fewest edits,
 * then the typed length (a swap over a dropped letter), then the order given.
 */
export function closestWord(word: string, candidates: readonly string[]): string | null {
  const length = [...word].length;
  const budget = maxEdits(word);
  let best: string | null = null;
  let bestDistance = budget + 1;
  let bestGap = 0;
  for (const candidate of candidates) {
    const gap = Math.abs([...candidate].length - length);
    // Every letter of length difference is an edit: too far, without counting.
    if (gap > budget) continue;
    const distance = editDistance(word, candidate);
    if (distance < bestDistance || (distance === bestDistance && gap < bestGap)) {
      best = candidate;
      bestDistance = distance;
      bestGap = gap;
    }
  }
  return best;
}

/** The word with one letter dropped, and with each pair of neighbours swapped. */
export function nearVariants(word: string): string[] {
  const letters = [...word];
  const variants = new Set<string>();
  for (let i = 0; i < letters.length; i += 1) {
    variants.add([...letters.slice(0, i), ...letters.slice(i + 1)].join(''));
    if (i + 1 < letters.length) {
      const swapped = [...letters];
      [swapped[i], swapped[i + 1]] = [letters[i + 1] ?? '', letters[i] ?? ''];
      variants.add(swapped.join(''));
    }
  }
  variants.delete(word);
  return [...variants];
}

async function nearestWords(db: Database, word: string): Promise<string[]> {
  const variants = nearVariants(word);
  const [byTrigrams, byEdits] = await Promise.all([
    db
      .select({ word: searchWords.word })
      .from(searchWords)
      .orderBy(sql`${searchWords.word} <-> ${word}`)
      .limit(CANDIDATES),
    db
      .select({ word: searchWords.word })
      .from(searchWords)
      .where(inArray(searchWords.word, variants)),
  ]);
  return [...new Set([...byTrigrams, ...byEdits].map((row) => row.word))];
}

/** A word's spelling as the library's vocabulary has it: the word itself, or its closest. */
async function respell(db: Database, term: string): Promise<string> {
  if (term.length < MIN_SUBSTRING_LENGTH || !/\p{L}/u.test(term)) return term;
  const candidates = await nearestWords(db, term);
  if (candidates.includes(term)) return term;
  return closestWord(term, candidates) ?? term;
}

/**
 * Respellings already worked out, for the one library version they hold
 * for. The vocabulary changes only in the statements that move the
 * version (its trigger runs beside the search rows'), so within a version
 * a word's respelling is fixed, and a typo many people make ("promt")
 * costs the two vocabulary queries once.
 */
interface SpellingMemo {
  version: number;
  words: Map<string, string>;
}

const memos = new WeakMap<Database, SpellingMemo>();
const MAX_REMEMBERED = 10_000;

/**
 * The memo for this version; null when the version is unknown. A search at
 * any other version starts it afresh: newer is the usual case, and older
 * (an instance whose index is behind, a database restored from a backup)
 * must not meet words remembered from a vocabulary it may not have.
 */
function memoAt(db: Database, version: number | undefined): Map<string, string> | null {
  if (version === undefined) return null;
  const memo = memos.get(db);
  if (memo && memo.version === version) return memo.words;
  const fresh = { version, words: new Map<string, string>() };
  memos.set(db, fresh);
  return fresh.words;
}

async function rememberedRespelling(
  db: Database,
  term: string,
  memo: Map<string, string> | null,
): Promise<string> {
  const known = memo?.get(term);
  if (known !== undefined) return known;
  const respelled = await respell(db, term);
  if (memo) {
    if (memo.size >= MAX_REMEMBERED) memo.clear();
    memo.set(term, respelled);
  }
  return respelled;
}

/**
 * The terms respelled, or null when no word has a better spelling. Numbers
 * and words too short for trigrams are kept as typed. `version`: the
 * library version the search is answered at, when known (then respellings
 * are remembered for it).
 */
export async function suggestSpelling(
  db: Database,
  terms: string[],
  version?: number,
): Promise<string[] | null> {
  const memo = memoAt(db, version);
  const respelled = await Promise.all(terms.map((term) => rememberedRespelling(db, term, memo)));
  return respelled.some((word, index) => word !== terms[index]) ? respelled : null;
}
