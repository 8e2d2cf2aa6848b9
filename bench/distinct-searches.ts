/**
 * A stream of library searches in which no two are alike, so the listing
 * cache never answers one (the search issue's "distinct searches" case).
 * The words come from the sample library's titles, which the bulk library
 * is generated from, and are sent as people type them: whole words, two
 * words of one title, the start of a word, a part inside a word, and a
 * misspelling (two letters swapped).
 */
import { SAMPLE_PROMPTS } from '../src/server/db/seed/sample-prompts.ts';

function titleWords(): string[][] {
  return SAMPLE_PROMPTS.map((prompt) => prompt.title.toLowerCase().match(/\p{L}{4,}/gu) ?? []);
}

function vocabulary(): string[] {
  return [...new Set(titleWords().flat())].sort();
}

/** Two words of the same title, as someone remembering it would type them. */
function titlePairs(): [string, string][] {
  return titleWords().flatMap((words) =>
    words.flatMap((first, i) =>
      words.slice(i + 1).map((second): [string, string] => [first, second]),
    ),
  );
}

function misspelled(word: string): string {
  const at = Math.max(1, Math.floor(word.length / 2));
  return `${word.slice(0, at - 1)}${word[at]}${word[at - 1]}${word.slice(at + 1)}`;
}

/** Deterministic shuffle (a fixed linear congruential generator), so every run sends the same stream. */
function shuffled<T>(items: T[]): T[] {
  const out = [...items];
  let seed = 20261124;
  for (let i = out.length - 1; i > 0; i -= 1) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    const j = seed % (i + 1);
    const a = out[i] as T;
    out[i] = out[j] as T;
    out[j] = a;
  }
  return out;
}

/**
 * Every search of the stream, each once: single words and their variants
 * and two words of one title (whole, the second half-typed, the first
 * misspelled), shuffled; then pairs of unrelated words, which mostly find
 * nothing and try a spelling, for a run fast enough to use up the rest.
 */
export function distinctSearches(): string[] {
  const words = vocabulary();
  const singles = words.flatMap((word) => [
    word,
    word.slice(0, Math.max(3, word.length - 3)),
    word.slice(1, Math.max(4, word.length - 1)),
    misspelled(word),
  ]);
  const related = titlePairs().flatMap(([first, second]) => [
    `${first} ${second}`,
    `${first} ${second.slice(0, Math.max(3, second.length - 2))}`,
    `${misspelled(first)} ${second}`,
  ]);
  const unrelated = words.flatMap((first, i) =>
    words.slice(i + 1).map((second) => `${first} ${second}`),
  );
  return [...new Set([...shuffled([...singles, ...related]), ...shuffled(unrelated)])];
}

/**
 * Paths of distinct searches, one per call; throws rather than repeat one.
 * `route` is the library listing, or another route given the same words
 * (the peer's query shape).
 */
export function distinctSearchPaths(
  params: Record<string, string> = {},
  route = '/api/prompts',
): () => string {
  const searches = distinctSearches();
  let n = 0;
  return () => {
    const search = searches[n];
    n += 1;
    if (search === undefined) throw new Error('the stream of distinct searches ran out');
    return `${route}?${new URLSearchParams({ ...params, search }).toString()}`;
  };
}
