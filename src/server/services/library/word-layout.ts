/**
 * The word index's main body (word-index.ts): every prompt it holds in a
 * slot, newest first, in a few flat typed arrays (no object per prompt),
 * with each word's list of slots. It is built in one pass from the last
 * body and the prompts changed since; between builds a prompt that left or
 * changed is only marked dead.
 */

/** A prompt as the index holds it: its words by vocabulary number. */
export interface IndexedPrompt {
  promptId: string;
  /** Microseconds since the epoch (Postgres keeps them; a Date would drop them). */
  createdAt: number;
  model: string;
  categories: readonly string[];
  /** The distinct words of its document, and of its title. */
  words: Int32Array;
  titleWords: Int32Array;
}

/** Lists of numbers in one array: list i is values[start[i]] up to values[start[i + 1]]. */
export interface Lists {
  start: Int32Array;
  values: Int32Array;
}

export interface WordLayout {
  promptIds: string[];
  createdAt: Float64Array;
  models: string[];
  categories: (readonly string[])[];
  /** Per slot: the words of its document, and of its title. */
  words: Lists;
  titleWords: Lists;
  /** Per word: the slots whose document holds it, ascending. */
  slots: Lists;
  slotOf: Map<string, number>;
  /** One bit per slot whose prompt has left or changed since the build. */
  dead: Uint32Array;
  deadCount: number;
  /** One bit per slot for each term of a search, reused from search to search. */
  bits: Uint32Array[];
  /** The filters' bits, made on first use. */
  byModel: Map<string, Uint32Array>;
  byCategory: Map<string, Uint32Array>;
}

/** Newest first; the same moment by id, highest first (the SQL's order). */
export function isNewer(aTime: number, aId: string, bTime: number, bId: string): boolean {
  return aTime !== bTime ? aTime > bTime : aId > bId;
}

export function newestFirst(a: IndexedPrompt, b: IndexedPrompt): number {
  return isNewer(a.createdAt, a.promptId, b.createdAt, b.promptId) ? -1 : 1;
}

/** 32-slot blocks needed for `count` slots. */
export function blockCount(count: number): number {
  return (count + 31) >>> 5;
}

export function hasBit(bits: Uint32Array, slot: number): boolean {
  return ((bits[slot >>> 5] ?? 0) & (1 << (slot & 31))) !== 0;
}

export function setBit(bits: Uint32Array, slot: number): void {
  bits[slot >>> 5] = (bits[slot >>> 5] ?? 0) | (1 << (slot & 31));
}

function layoutOf(prompts: readonly IndexedPrompt[], vocabularySize: number): WordLayout {
  const words = concatLists(prompts.map((prompt) => prompt.words));
  return {
    promptIds: prompts.map((prompt) => prompt.promptId),
    createdAt: Float64Array.from(prompts, (prompt) => prompt.createdAt),
    models: prompts.map((prompt) => prompt.model),
    categories: prompts.map((prompt) => prompt.categories),
    words,
    titleWords: concatLists(prompts.map((prompt) => prompt.titleWords)),
    slots: invert(words, prompts.length, vocabularySize),
    slotOf: new Map(prompts.map((prompt, slot) => [prompt.promptId, slot])),
    dead: new Uint32Array(blockCount(prompts.length)),
    deadCount: 0,
    bits: [],
    byModel: new Map(),
    byCategory: new Map(),
  };
}

export function emptyLayout(): WordLayout {
  return layoutOf([], 0);
}

function concatLists(lists: readonly Int32Array[]): Lists {
  const start = new Int32Array(lists.length + 1);
  lists.forEach((list, i) => (start[i + 1] = (start[i] ?? 0) + list.length));
  const values = new Int32Array(start[lists.length] ?? 0);
  lists.forEach((list, i) => values.set(list, start[i]));
  return { start, values };
}

/** Inverts slot → words into word → slots (ascending, since slots are visited in order). */
function invert(words: Lists, slotCount: number, vocabularySize: number): Lists {
  const start = new Int32Array(vocabularySize + 1);
  for (const word of words.values) start[word + 1] = (start[word + 1] ?? 0) + 1;
  for (let word = 0; word < vocabularySize; word += 1) {
    start[word + 1] = (start[word + 1] ?? 0) + (start[word] ?? 0);
  }
  const values = new Int32Array(words.values.length);
  const next = start.slice(0, vocabularySize);
  for (let slot = 0; slot < slotCount; slot += 1) {
    const end = words.start[slot + 1] ?? 0;
    for (let at = words.start[slot] ?? 0; at < end; at += 1) {
      const word = words.values[at] ?? 0;
      const to = next[word] ?? 0;
      values[to] = slot;
      next[word] = to + 1;
    }
  }
  return { start, values };
}

function listAt(lists: Lists, index: number): Int32Array {
  return lists.values.subarray(lists.start[index] ?? 0, lists.start[index + 1] ?? 0);
}

/** The live prompts of `old` and the `changed` ones (newest first), in one new body. */
export function buildLayout(
  old: WordLayout,
  changed: readonly IndexedPrompt[],
  vocabularySize: number,
): WordLayout {
  const merged: IndexedPrompt[] = [];
  let next = 0;
  old.promptIds.forEach((promptId, slot) => {
    if (hasBit(old.dead, slot)) return;
    const createdAt = old.createdAt[slot] ?? 0;
    while (next < changed.length) {
      const prompt = changed[next] as IndexedPrompt;
      if (!isNewer(prompt.createdAt, prompt.promptId, createdAt, promptId)) break;
      merged.push(prompt);
      next += 1;
    }
    merged.push({
      promptId,
      createdAt,
      model: old.models[slot] ?? '',
      categories: old.categories[slot] ?? [],
      words: listAt(old.words, slot),
      titleWords: listAt(old.titleWords, slot),
    });
  });
  // One by one: a spread of 150,000 arguments overflows the stack.
  for (; next < changed.length; next += 1) merged.push(changed[next] as IndexedPrompt);
  return layoutOf(merged, vocabularySize);
}

/** Sets one bit per slot holding any of the words. */
export function setBits(layout: WordLayout, words: readonly number[], bits: Uint32Array): void {
  bits.fill(0);
  const { start, values } = layout.slots;
  for (const word of words) {
    const end = start[word + 1] ?? 0;
    for (let at = start[word] ?? 0; at < end; at += 1) setBit(bits, values[at] ?? 0);
  }
}

/**
 * The best level, capped at `cap`, of a slot's words (`lists`) for one term
 * (levels: by word number, 0 when the word does not hold the term).
 */
export function bestLevelAt(lists: Lists, slot: number, levels: Uint8Array, cap: number): number {
  let best = 0;
  const end = lists.start[slot + 1] ?? 0;
  for (let at = lists.start[slot] ?? 0; at < end && best < cap; at += 1) {
    const level = levels[lists.values[at] ?? 0] ?? 0;
    if (level > best) best = level;
  }
  return Math.min(best, cap);
}

/** The same for a prompt outside the body. */
export function bestLevel(words: Int32Array, levels: Uint8Array, cap: number): number {
  let best = 0;
  for (let at = 0; at < words.length && best < cap; at += 1) {
    const level = levels[words[at] ?? 0] ?? 0;
    if (level > best) best = level;
  }
  return Math.min(best, cap);
}

function bitsWhere(count: number, holds: (slot: number) => boolean): Uint32Array {
  const bits = new Uint32Array(blockCount(count));
  for (let slot = 0; slot < count; slot += 1) if (holds(slot)) setBit(bits, slot);
  return bits;
}

/** Filter values remembered per body: a filter is free text, so the memo is bounded. */
const MAX_FILTER_BITS = 64;

function memo<T>(map: Map<string, T>, key: string, make: () => T): T {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    if (map.size >= MAX_FILTER_BITS) map.clear();
    map.set(key, value);
  }
  return value;
}

/** The slots a model or category filter keeps, as bits (null: no filter). */
export function filterBits(
  layout: WordLayout,
  model: string | undefined,
  category: string | undefined,
): Uint32Array | null {
  const count = layout.promptIds.length;
  const wanted: Uint32Array[] = [];
  if (model !== undefined) {
    wanted.push(
      memo(layout.byModel, model, () => bitsWhere(count, (slot) => layout.models[slot] === model)),
    );
  }
  if (category !== undefined) {
    wanted.push(
      memo(layout.byCategory, category, () =>
        bitsWhere(count, (slot) => !!layout.categories[slot]?.includes(category)),
      ),
    );
  }
  const [first, second] = wanted;
  if (!first) return null;
  return second ? first.map((bits, block) => bits & (second[block] ?? 0)) : first;
}
