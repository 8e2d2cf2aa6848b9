/**
 * The word index's vocabulary (word-index.ts): every distinct word of the
 * library, numbered in the order first seen, with what finds the words that
 * may hold a typed term without reading them all. A library's vocabulary
 * is large even when its language is small (every "#10364" is a word), so
 * a term is looked up through its rarest three-character piece, or for one
 * or two characters through the words' first characters.
 */

export interface SearchVocabulary {
  readonly size: number;
  /** The word's number, adding it when new. */
  numberOf(word: string): number;
  wordAt(number: number): string;
  /**
   * Numbers of words that may hold the text: a superset of those holding it
   * from three characters on (the caller checks each), and exactly those
   * starting with it below.
   */
  candidates(text: string): readonly number[];
}

const PIECE = 3;
const NONE: readonly number[] = [];

function pieces(word: string): Set<string> {
  const found = new Set<string>();
  for (let at = 0; at + PIECE <= word.length; at += 1) found.add(word.slice(at, at + PIECE));
  return found;
}

export function createSearchVocabulary(): SearchVocabulary {
  const numbers = new Map<string, number>();
  const words: string[] = [];
  /** Three-character piece → numbers of the words holding it, ascending. */
  const byPiece = new Map<string, number[]>();
  /** First one and first two characters → numbers of the words starting so. */
  const byStart = new Map<string, number[]>();

  function file(index: Map<string, number[]>, key: string, number: number): void {
    const list = index.get(key);
    if (list) list.push(number);
    else index.set(key, [number]);
  }

  return {
    get size() {
      return words.length;
    },
    numberOf(word) {
      const known = numbers.get(word);
      if (known !== undefined) return known;
      const number = words.length;
      numbers.set(word, number);
      words.push(word);
      for (const piece of pieces(word)) file(byPiece, piece, number);
      for (let length = 1; length < PIECE && length <= word.length; length += 1) {
        file(byStart, word.slice(0, length), number);
      }
      return number;
    },
    wordAt(number) {
      return words[number] ?? '';
    },
    candidates(text) {
      if (text.length < PIECE) return byStart.get(text) ?? NONE;
      let rarest: readonly number[] | undefined;
      for (const piece of pieces(text)) {
        const list = byPiece.get(piece);
        if (!list) return NONE;
        if (!rarest || list.length < rarest.length) rarest = list;
      }
      return rarest ?? NONE;
    },
  };
}
