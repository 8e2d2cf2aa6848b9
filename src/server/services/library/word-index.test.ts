import { describe, expect, it } from 'vitest';
import type { SearchTerm } from './search-query.ts';
import { createWordIndex, type SearchDocument } from './word-index.ts';

function doc(
  promptId: string,
  day: number,
  title: string,
  body = '',
  extra: Partial<SearchDocument> = {},
): SearchDocument {
  const lowered = title.toLowerCase();
  return {
    promptId,
    createdAt: Date.UTC(2026, 0, day) * 1000,
    model: 'ChatGPT',
    categories: ['Marketing'],
    title: lowered,
    document: `${lowered} ${body.toLowerCase()}`,
    ...extra,
  };
}

const term = (typed: string, stem = typed): SearchTerm => ({ term: typed, stem });
const ids = (found: { promptId: string }[]) => found.map((match) => match.promptId);

describe('the word index', () => {
  const index = createWordIndex();
  index.upsert([
    doc('a', 1, 'Cold email opener', 'write a short email'),
    doc('b', 2, 'Newsletter', 'a mailing list for emails', { model: 'Claude' }),
    doc('c', 3, 'Poster', 'retro travel poster', { categories: ['Design'] }),
    doc('d', 4, 'Gmail filters', 'about snails and their trails'),
  ]);

  it('finds whole words, word starts and parts inside words, newest first', () => {
    expect(ids(index.newestMatches([term('mail')], {}, 10))).toEqual(['d', 'b', 'a']);
  });

  it('says how well each prompt holds every term, and how much of it is in the title', () => {
    const found = index.newestMatches([term('email')], {}, 10);
    expect(found).toEqual([
      { promptId: 'b', kind: 2, inTitle: 0 },
      { promptId: 'a', kind: 3, inTitle: 2 },
    ]);
    expect(index.newestMatches([term('mail')], {}, 10).map((m) => m.kind)).toEqual([1, 2, 1]);
  });

  it('matches a stem as well as the term', () => {
    expect(ids(index.newestMatches([term('snailing', 'snail')], {}, 10))).toEqual(['d']);
  });

  it('needs every term, and keeps the weakest of their kinds', () => {
    const found = index.newestMatches([term('email'), term('cold')], {}, 10);
    expect(found).toEqual([{ promptId: 'a', kind: 3, inTitle: 2 }]);
    expect(index.newestMatches([term('email'), term('poster')], {}, 10)).toEqual([]);
  });

  it('matches terms under three letters only at the start of a word', () => {
    expect(ids(index.newestMatches([term('ma')], {}, 10))).toEqual(['b']);
    expect(ids(index.newestMatches([term('ai')], {}, 10))).toEqual([]);
  });

  it('applies the model and category filters', () => {
    expect(ids(index.newestMatches([term('mail')], { model: 'Claude' }, 10))).toEqual(['b']);
    expect(ids(index.newestMatches([term('r')], { category: 'Design' }, 10))).toEqual(['c']);
  });

  it('stops at the number asked for, keeping the newest', () => {
    expect(ids(index.newestMatches([term('mail')], {}, 2))).toEqual(['d', 'b']);
  });

  it('replaces a prompt on upsert and forgets it on remove', () => {
    const changing = createWordIndex();
    changing.upsert([doc('x', 1, 'Quokka'), doc('y', 2, 'Quokka too')]);
    expect(ids(changing.newestMatches([term('quokka')], {}, 10))).toEqual(['y', 'x']);
    changing.upsert([doc('x', 3, 'Wombat')]);
    expect(ids(changing.newestMatches([term('quokka')], {}, 10))).toEqual(['y']);
    expect(ids(changing.newestMatches([term('wombat')], {}, 10))).toEqual(['x']);
    changing.remove(['y', 'unknown']);
    expect(ids(changing.newestMatches([term('quokka')], {}, 10))).toEqual([]);
    expect(changing.size).toBe(1);
  });

  it('orders prompts of the same moment by id, highest first', () => {
    const same = createWordIndex();
    same.upsert([doc('m', 1, 'Tie'), doc('z', 1, 'Tie'), doc('a', 1, 'Tie')]);
    expect(ids(same.newestMatches([term('tie')], {}, 10))).toEqual(['z', 'm', 'a']);
  });

  it('sees words separated by an underscore as one word, as Postgres does', () => {
    const joined = createWordIndex();
    joined.upsert([doc('u', 1, 'snake_case names')]);
    expect(joined.newestMatches([term('case')], {}, 10)).toEqual([
      { promptId: 'u', kind: 1, inTitle: 1 },
    ]);
  });
});

/** The rules of search-query.ts, applied to every prompt one by one. */
function referenceMatches(
  documents: Iterable<SearchDocument>,
  terms: SearchTerm[],
  filter: { model?: string; category?: string },
  max: number,
) {
  const words = (text: string) => text.match(/[\p{L}\p{N}_]+/gu) ?? [];
  const level = (word: string, t: SearchTerm) => {
    if (word === t.term || word === t.stem) return 3;
    if (word.startsWith(t.term) || word.startsWith(t.stem)) return 2;
    if (t.term.length < 3) return 0;
    return word.includes(t.term) || word.includes(t.stem) ? 1 : 0;
  };
  const best = (text: string, t: SearchTerm) => Math.max(0, ...words(text).map((w) => level(w, t)));
  return [...documents]
    .filter((d) => filter.model === undefined || d.model === filter.model)
    .filter((d) => filter.category === undefined || d.categories.includes(filter.category))
    .map((d) => ({
      d,
      kind: Math.min(...terms.map((t) => best(d.document, t))),
      inTitle: Math.min(...terms.map((t) => Math.min(2, best(d.title, t)))),
    }))
    .filter((m) => m.kind > 0)
    .sort((a, b) => b.d.createdAt - a.d.createdAt || (a.d.promptId < b.d.promptId ? 1 : -1))
    .slice(0, max)
    .map((m) => ({ promptId: m.d.promptId, kind: m.kind, inTitle: m.inTitle }));
}

describe('the word index against the rules applied one prompt at a time', () => {
  // A fixed generator, so a failure repeats.
  let seed = 7;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const WORDS = ['mail', 'email', 'emails', 'gmail', 'poster', 'post', 'snake_case', 'ai', 'said'];
  const MORE = ['cold', 'colder', 'recipe', 'plan', 'planner', 'x1', 'straße', 'привет'];
  const text = (n: number) =>
    Array.from({ length: n }, () => pick([...WORDS, ...MORE])).join(random() < 0.5 ? ' ' : ', ');
  const make = (id: number): SearchDocument => ({
    promptId: `p${String(id).padStart(4, '0')}`,
    // Few distinct moments, so ties by id are common.
    createdAt: Date.UTC(2026, 0, 1 + Math.floor(random() * 40)) * 1000,
    model: pick(['ChatGPT', 'Claude']),
    categories: [pick(['Marketing', 'Design', 'Writing'])],
    title: text(2),
    document: text(8),
  });
  const QUERIES: SearchTerm[][] = [
    [term('mail')],
    [term('email')],
    [term('emails', 'email')],
    [term('ai')],
    [term('ost')],
    [term('case')],
    [term('cold'), term('plan')],
    [term('str')],
    [term('при')],
    [term('x')],
  ];

  it('gives the same matches, kinds and order through many changes', () => {
    const index = createWordIndex();
    const held = new Map<string, SearchDocument>();
    let nextId = 0;
    const add = (count: number) => {
      const batch = Array.from({ length: count }, () => make(nextId++));
      index.upsert(batch);
      for (const d of batch) held.set(d.promptId, d);
    };
    const check = () => {
      for (const terms of QUERIES) {
        for (const filter of [{}, { model: 'Claude' }, { category: 'Design' }]) {
          for (const max of [3, 50, 1000]) {
            expect(index.newestMatches(terms, filter, max)).toEqual(
              referenceMatches(held.values(), terms, filter, max),
            );
          }
        }
      }
    };
    add(400); // past the first build
    check();
    for (let round = 0; round < 30; round += 1) {
      const ids = [...held.keys()];
      if (random() < 0.4) {
        const gone = Array.from({ length: 1 + Math.floor(random() * 5) }, () => pick(ids));
        index.remove(gone);
        for (const id of gone) held.delete(id);
      } else if (random() < 0.5) {
        const changed = { ...make(0), promptId: pick(ids) };
        index.upsert([changed]);
        held.set(changed.promptId, changed);
      } else add(1 + Math.floor(random() * 20));
      check();
    }
    expect(index.size).toBe(held.size);
  });
});

describe('a large library', () => {
  it('builds its body from 200,000 prompts at once (no argument list that large)', () => {
    const index = createWordIndex();
    index.upsert(
      Array.from({ length: 200_000 }, (_, i) =>
        doc(`p${String(i).padStart(6, '0')}`, 1 + (i % 300), i % 2 ? 'odd one' : 'even one'),
      ),
    );
    expect(index.size).toBe(200_000);
    expect(index.newestMatches([term('odd')], {}, 3)).toHaveLength(3);
  });
});
