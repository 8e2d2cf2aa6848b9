import { describe, expect, it } from 'vitest';
import { buildClauses, lexeme, type TermExpansion } from './search-clauses.ts';
import { searchTerms } from './search-query.ts';

const terms = (text: string, stems: Record<string, string> = {}) =>
  searchTerms(text).map((term) => ({ term, stem: stems[term] ?? term }));
const words = (...list: string[]): TermExpansion => ({ kind: 'words', words: list });

describe('lexeme', () => {
  it('quotes text so tsquery takes it literally', () => {
    expect(lexeme('email')).toBe("'email'");
    expect(lexeme("Kids' Corner \\ & | ! :*")).toBe("'Kids'' Corner \\\\ & | ! :*'");
  });
});

describe('buildClauses', () => {
  it('ORs the words a term expands to and ANDs the terms', () => {
    const clauses = buildClauses(
      terms('mail plan'),
      [words('email', 'mail'), words('plan', 'planner')],
      {},
    );
    expect(clauses?.match).toBe("('email' | 'mail') & ('plan' | 'planner')");
    expect(clauses?.matchParts).toBe(2);
    expect(clauses?.rowChecks).toEqual([]);
  });

  it('matches a short term as a word start, and ranks by the term and its stem', () => {
    const clauses = buildClauses(
      terms('ai writing', { writing: 'write' }),
      [{ kind: 'prefix' }, words('writing', 'write', 'rewrite')],
      {},
    );
    expect(clauses?.match).toBe("'ai':* & ('writing' | 'write' | 'rewrite')");
    expect(clauses?.wholeWords).toBe("'ai' & ('writing' | 'write')");
    expect(clauses?.wordStarts).toBe("'ai':* & ('writing':* | 'write':*)");
  });

  it('adds the filters as their lexemes', () => {
    const clauses = buildClauses(terms('email'), [words('email')], {
      model: 'ChatGPT',
      category: "Kids' Stories",
    });
    expect(clauses?.match).toBe("'email' & '=m=ChatGPT' & '=c=Kids'' Stories'");
    expect(clauses?.matchParts).toBe(3);
  });

  it('checks a term with too many words on the row instead', () => {
    const clauses = buildClauses(terms('ing email'), [{ kind: 'too-many' }, words('email')], {});
    expect(clauses?.match).toBe("'email'");
    expect(clauses?.rowChecks.map((term) => term.term)).toEqual(['ing']);
    const alone = buildClauses(terms('ing'), [{ kind: 'too-many' }], {});
    expect(alone?.match).toBeNull();
  });

  it('is null when a term is in no word: nothing can match', () => {
    expect(buildClauses(terms('qqq email'), [words(), words('email')], {})).toBeNull();
  });

  it('keeps typed operators out of the query: terms are letters and digits only', () => {
    const typed = terms("x') | !y & 'z':*");
    const clauses = buildClauses(
      typed,
      typed.map(() => ({ kind: 'prefix' })),
      {},
    );
    expect(clauses?.match).toBe("'x':* & 'y':* & 'z':*");
  });
});
