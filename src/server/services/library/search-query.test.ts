import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { buildSearchQuery, searchTerms } from './search-query.ts';

const dialect = new PgDialect();

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

describe('buildSearchQuery', () => {
  it('returns null when nothing searchable was typed', () => {
    expect(buildSearchQuery('')).toBeNull();
    expect(buildSearchQuery('   ')).toBeNull();
    expect(buildSearchQuery(`"'%\\&|!:*()`)).toBeNull();
    expect(buildSearchQuery('🚀')).toBeNull();
  });

  it('binds each term as a prefix parameter, stemmed and as written', () => {
    const query = buildSearchQuery('Email');
    if (!query) throw new Error('expected a query');
    const { sql, params } = dialect.sqlToQuery(query);
    expect(new Set(params)).toEqual(new Set(['email:*']));
    expect(sql).toContain("to_tsquery('english', $");
    expect(sql).toContain("to_tsquery('simple', $");
    expect(sql).not.toContain('email');
  });

  it('requires every term (joined with &&)', () => {
    const query = buildSearchQuery('cold email');
    if (!query) throw new Error('expected a query');
    const { sql, params } = dialect.sqlToQuery(query);
    expect(new Set(params)).toEqual(new Set(['cold:*', 'email:*']));
    expect(sql).toContain(' && ');
  });

  it('never puts typed operators into the SQL text', () => {
    const query = buildSearchQuery("x') || to_tsquery('y");
    if (!query) throw new Error('expected a query');
    const { sql, params } = dialect.sqlToQuery(query);
    expect(new Set(params)).toEqual(new Set(['x:*', 'to:*', 'tsquery:*', 'y:*']));
    for (const param of params) expect(param).toMatch(/^[\p{L}\p{N}]+:\*$/u);
    expect(sql).not.toMatch(/'x'|'y'|\|\| to_tsquery\('y/);
  });
});
