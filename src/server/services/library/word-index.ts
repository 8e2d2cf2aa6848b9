/**
 * The library's search, answered from the app's memory (decision 019): the
 * same matches and the same order as the SQL of search-query.ts, found
 * without asking the database.
 *
 * Every prompt's searched text (prompt_search's title and document) is cut
 * into words, and each word keeps the list of prompts that hold it. Prompts
 * are numbered newest first (their slot), so a search walks slots in date
 * order. A typed term stands for every vocabulary word that holds it (as
 * the whole word, at its start, or inside it: "mail" stands for "email"),
 * which is cheap because a library has far fewer distinct words than
 * prompts. A search sets, for each term, one bit per prompt holding any of
 * its words, ANDs the terms' bits 32 prompts at a time, and stops at the
 * newest matches it needs; how well each of those holds each term (whole
 * word, word start, inside a word; in the title or not) is read from that
 * prompt's own words.
 *
 * The prompts sit in a body of flat typed arrays (word-layout.ts). A
 * changed prompt marks its old slot dead and waits among the recent ones,
 * which a search reads one by one; once they are many, the next search
 * builds a new body from the old one and them, re-reading no text.
 */
import { MIN_SUBSTRING_LENGTH, type SearchTerm } from './search-query.ts';
import { createSearchVocabulary } from './search-vocabulary.ts';
import {
  bestLevel,
  bestLevelAt,
  blockCount,
  buildLayout,
  emptyLayout,
  filterBits,
  hasBit,
  type IndexedPrompt,
  isNewer,
  newestFirst,
  setBit,
  setBits,
  type WordLayout,
} from './word-layout.ts';

/** One row of prompt_search, as the index takes it. */
export interface SearchDocument {
  promptId: string;
  /** Microseconds since the epoch, as Postgres keeps them (ties within a millisecond are ordered). */
  createdAt: number;
  model: string;
  categories: readonly string[];
  /** The lower-cased title with its stems. */
  title: string;
  /** The lower-cased searched text with its stems. */
  document: string;
}

/** How well a prompt holds every term: 3 whole words, 2 word starts, 1 inside words. */
export type MatchKind = 1 | 2 | 3;
export type TitleMatch = 0 | 1 | 2;

export interface WordIndexMatch {
  promptId: string;
  kind: MatchKind;
  /** 2 when every term starts a title word, 1 when every term is in the title, 0 otherwise. */
  inTitle: TitleMatch;
}

export interface WordIndexFilter {
  model?: string | undefined;
  category?: string | undefined;
}

export interface WordIndex {
  readonly size: number;
  /** Adds prompts, or replaces them when already held. */
  upsert(documents: readonly SearchDocument[]): void;
  remove(promptIds: readonly string[]): void;
  /** Builds the body now (after a load) rather than in the next search. */
  prepare(): void;
  /** The newest `max` prompts that hold every term and pass the filter, newest first. */
  newestMatches(
    terms: readonly SearchTerm[],
    filter: WordIndexFilter,
    max: number,
  ): WordIndexMatch[];
}

/**
 * A word as Postgres's regular expressions see one (letters, digits and the
 * underscore), so a word start here is a `\m` there.
 */
const WORD_PATTERN = /[\p{L}\p{N}_]+/gu;

/** A term's vocabulary words and how each holds it (see termLevel). */
interface Expansion {
  vocabularySize: number;
  words: number[];
  levels: number[];
}

/** Term expansions remembered at most (a new search mostly repeats known words). */
const MAX_EXPANSIONS = 10_000;

/**
 * Recent prompts (and dead slots) tolerated before the next search builds a
 * new body: reading them one by one costs about as much as a search.
 */
function rebuildAt(layout: WordLayout): number {
  return Math.max(64, Math.floor(layout.promptIds.length / 128));
}

/**
 * How a vocabulary word holds a term, by the rules of search-query.ts: 3 it
 * is the term (or its stem), 2 it starts with it, 1 it holds it inside
 * (only from three characters on), 0 not at all.
 */
function termLevel(word: string, term: SearchTerm): number {
  if (word === term.term || word === term.stem) return 3;
  if (word.startsWith(term.term) || word.startsWith(term.stem)) return 2;
  if (term.term.length < MIN_SUBSTRING_LENGTH) return 0;
  return word.includes(term.term) || word.includes(term.stem) ? 1 : 0;
}

interface Grade {
  kind: number;
  inTitle: number;
}

/** How well a prompt holds every term (the weakest decides); kind 0 when some term is missing. */
function grade(
  count: number,
  levels: readonly Uint8Array[],
  levelOf: (termLevels: Uint8Array, cap: number) => number,
  titleLevelOf: (termLevels: Uint8Array, cap: number) => number,
): Grade {
  let kind = 3;
  let inTitle = 2;
  for (let t = 0; t < count && kind > 0; t += 1) {
    const termLevels = levels[t] as Uint8Array;
    kind = Math.min(kind, levelOf(termLevels, kind));
    if (inTitle > 0) inTitle = titleLevelOf(termLevels, inTitle);
  }
  return { kind, inTitle };
}

function matchOf(promptId: string, { kind, inTitle }: Grade): WordIndexMatch {
  return { promptId, kind: kind as MatchKind, inTitle: inTitle as TitleMatch };
}

export function createWordIndex(): WordIndex {
  const vocabulary = createSearchVocabulary();
  const expansions = new Map<string, Expansion>();
  let layout = emptyLayout();
  /** Prompts added or changed since the body was built, and the same newest first. */
  const recent = new Map<string, IndexedPrompt>();
  let recentOrder: IndexedPrompt[] | null = null;
  /** Per term of a search: each word's level, cleared after the search. */
  let levelScratch: Uint8Array[] = [];

  function wordNumbers(text: string): Int32Array {
    const found = new Set<number>();
    for (const [word] of text.matchAll(WORD_PATTERN)) found.add(vocabulary.numberOf(word));
    return Int32Array.from(found);
  }

  /** Takes the prompt out of the body (its slot is marked dead) and out of the recent ones. */
  function forget(promptId: string): void {
    recent.delete(promptId);
    recentOrder = null;
    const slot = layout.slotOf.get(promptId);
    if (slot !== undefined && !hasBit(layout.dead, slot)) {
      setBit(layout.dead, slot);
      layout.deadCount += 1;
    }
  }

  function newestRecent(): IndexedPrompt[] {
    recentOrder ??= [...recent.values()].sort(newestFirst);
    return recentOrder;
  }

  function currentLayout(): WordLayout {
    const limit = rebuildAt(layout);
    if (recent.size > limit || layout.deadCount > limit) {
      layout = buildLayout(layout, newestRecent(), vocabulary.size);
      recent.clear();
      recentOrder = null;
    }
    return layout;
  }

  function addIfHeld(expansion: Expansion, word: number, term: SearchTerm): void {
    const level = termLevel(vocabulary.wordAt(word), term);
    if (level > 0) {
      expansion.words.push(word);
      expansion.levels.push(level);
    }
  }

  /** The vocabulary words holding the term: looked up once, then extended by words added since. */
  function expand(term: SearchTerm): Expansion {
    const key = `${term.term}\u0000${term.stem}`;
    let expansion = expansions.get(key);
    if (!expansion) {
      if (expansions.size >= MAX_EXPANSIONS) expansions.clear();
      expansion = { vocabularySize: vocabulary.size, words: [], levels: [] };
      const seen = new Set<number>();
      for (const form of new Set([term.term, term.stem])) {
        for (const word of vocabulary.candidates(form)) {
          if (seen.has(word)) continue;
          seen.add(word);
          addIfHeld(expansion, word, term);
        }
      }
      expansions.set(key, expansion);
    }
    for (let word = expansion.vocabularySize; word < vocabulary.size; word += 1) {
      addIfHeld(expansion, word, term);
    }
    expansion.vocabularySize = vocabulary.size;
    return expansion;
  }

  function bitsFor(current: WordLayout, count: number): Uint32Array[] {
    while (current.bits.length < count) {
      current.bits.push(new Uint32Array(blockCount(current.promptIds.length)));
    }
    return current.bits;
  }

  /** Each term's level per word (set from the expansions; cleared by clearLevels). */
  function setLevels(expanded: readonly Expansion[]): Uint8Array[] {
    if (levelScratch[0]?.length !== vocabulary.size) levelScratch = [];
    while (levelScratch.length < expanded.length) {
      levelScratch.push(new Uint8Array(vocabulary.size));
    }
    expanded.forEach((expansion, t) => {
      const termLevels = levelScratch[t] as Uint8Array;
      expansion.words.forEach((word, i) => (termLevels[word] = expansion.levels[i] ?? 0));
    });
    return levelScratch;
  }

  function clearLevels(expanded: readonly Expansion[]): void {
    expanded.forEach((expansion, t) => {
      const termLevels = levelScratch[t] as Uint8Array;
      for (const word of expansion.words) termLevels[word] = 0;
    });
  }

  /** The recent prompts that match, newest first. */
  function recentMatches(
    count: number,
    levels: readonly Uint8Array[],
    filter: WordIndexFilter,
  ): { prompt: IndexedPrompt; match: WordIndexMatch }[] {
    const found: { prompt: IndexedPrompt; match: WordIndexMatch }[] = [];
    for (const prompt of newestRecent()) {
      if (filter.model !== undefined && prompt.model !== filter.model) continue;
      if (filter.category !== undefined && !prompt.categories.includes(filter.category)) continue;
      const graded = grade(
        count,
        levels,
        (termLevels, cap) => bestLevel(prompt.words, termLevels, cap),
        (termLevels, cap) => bestLevel(prompt.titleWords, termLevels, cap),
      );
      if (graded.kind > 0) found.push({ prompt, match: matchOf(prompt.promptId, graded) });
    }
    return found;
  }

  /** Hands `accept` each live slot set in every term's bits and the filter's, in order, until it says stop. */
  function collect(
    current: WordLayout,
    bits: Uint32Array[],
    count: number,
    only: Uint32Array | null,
    accept: (slot: number) => boolean,
  ): void {
    const blocks = blockCount(current.promptIds.length);
    for (let block = 0; block < blocks; block += 1) {
      let set = ~(current.dead[block] ?? 0);
      if (only) set &= only[block] ?? 0;
      for (let t = 0; t < count && set !== 0; t += 1) set &= bits[t]?.[block] ?? 0;
      while (set !== 0) {
        const lowest = set & -set;
        set ^= lowest;
        if (!accept(block * 32 + 31 - Math.clz32(lowest))) return;
      }
    }
  }

  function search(
    terms: readonly SearchTerm[],
    filter: WordIndexFilter,
    max: number,
  ): WordIndexMatch[] {
    const current = currentLayout();
    const count = terms.length;
    const expanded = terms.map(expand);
    // A term no word holds: nothing can match.
    if (expanded.some((expansion) => expansion.words.length === 0)) return [];
    const levels = setLevels(expanded);
    const fromRecent = recentMatches(count, levels, filter);
    const bits = bitsFor(current, count);
    expanded.forEach((expansion, t) => setBits(current, expansion.words, bits[t] as Uint32Array));
    const found: WordIndexMatch[] = [];
    let r = 0;
    // The body's matches and the recent ones, merged newest first.
    collect(current, bits, count, filterBits(current, filter.model, filter.category), (slot) => {
      const promptId = current.promptIds[slot] ?? '';
      const createdAt = current.createdAt[slot] ?? 0;
      for (let next = fromRecent[r]; next && found.length < max; next = fromRecent[r]) {
        if (!isNewer(next.prompt.createdAt, next.prompt.promptId, createdAt, promptId)) break;
        found.push(next.match);
        r += 1;
      }
      if (found.length >= max) return false;
      const graded = grade(
        count,
        levels,
        (termLevels, cap) => bestLevelAt(current.words, slot, termLevels, cap),
        (termLevels, cap) => bestLevelAt(current.titleWords, slot, termLevels, cap),
      );
      found.push(matchOf(promptId, graded));
      return found.length < max;
    });
    // Recent prompts older than every match of the body.
    for (; r < fromRecent.length && found.length < max; r += 1) {
      found.push((fromRecent[r] as { match: WordIndexMatch }).match);
    }
    clearLevels(expanded);
    return found;
  }

  return {
    get size() {
      const current = currentLayout();
      return current.promptIds.length - current.deadCount + recent.size;
    },
    upsert(documents) {
      for (const document of documents) {
        forget(document.promptId);
        recent.set(document.promptId, {
          promptId: document.promptId,
          createdAt: document.createdAt,
          model: document.model,
          categories: document.categories,
          words: wordNumbers(document.document),
          titleWords: wordNumbers(document.title),
        });
      }
    },
    remove(promptIds) {
      for (const promptId of promptIds) forget(promptId);
    },
    prepare() {
      currentLayout();
    },
    newestMatches(terms, filter, max) {
      if (terms.length === 0 || max <= 0) return [];
      return search(terms, filter, max);
    },
  };
}
