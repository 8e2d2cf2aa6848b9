import { describe, expect, it } from 'vitest';
import { searchTerms } from './search-query.ts';

describe('searchTerms', () => {
  it('splits what was typed into lowercase words', () => {
    expect(searchTerms('Cold EMAIL that Earns')).toEqual(['cold', 'email', 'that', 'earns']);
  });

  it('strips every special character', () => {
    expect(searchTerms(`"'%\\&|!:*()`)).toEqual([]);
    expect(searchTerms(`email:* & !spam | (cold) 'reply' "now" 50% a\\b`)).toEqual([
      'email',
      'spam',
      'cold',
      'reply',
      'now',
      '50',
      'a',
      'b',
    ]);
  });

  it('treats SQL-looking text as plain words', () => {
    expect(searchTerms("'; drop table prompts; --")).toEqual(['drop', 'table', 'prompts']);
  });

  it('keeps unicode letters and digits', () => {
    expect(searchTerms('Café naïve 東京 Ünïcödé ٣٤')).toEqual([
      'café',
      'naïve',
      '東京',
      'ünïcödé',
      '٣٤',
    ]);
  });

  it('normalizes compatibility forms (NFKC) before splitting', () => {
    expect(searchTerms('ＥＭＡＩＬ ﬁle')).toEqual(['email', 'file']);
  });

  it('drops emoji and symbols', () => {
    expect(searchTerms('🚀 launch ✨')).toEqual(['launch']);
    expect(searchTerms('🚀✨🔥')).toEqual([]);
  });

  it('keeps at most 8 terms', () => {
    const terms = searchTerms('one two three four five six seven eight nine ten');
    expect(terms).toEqual(['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight']);
  });

  it('cuts a very long word to 60 characters', () => {
    const [term] = searchTerms('a'.repeat(100));
    expect(term).toHaveLength(60);
  });

  it('returns nothing for empty or blank text', () => {
    expect(searchTerms('')).toEqual([]);
    expect(searchTerms('   \n\t ')).toEqual([]);
  });
});
