import { PgDialect } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
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
  const build = (text: string, stems: Record<string, string> = {}) =>
    buildSearchQuery(searchTerms(text).map((term) => ({ term, stem: stems[term] ?? term })));
  const render = (text: string, stems: Record<string, string> = {}) => {
    const query = build(text, stems);
    if (!query) throw new Error('expected a query');
    return dialect.sqlToQuery(sql`${query.condition} ${query.kind} ${query.inTitle}`);
  };

  it('returns null when nothing searchable was typed', () => {
    expect(build('')).toBeNull();
    expect(build('   ')).toBeNull();
    expect(build(`"'%\\&|!:*()`)).toBeNull();
    expect(build('🚀')).toBeNull();
  });

  it('binds each term as parameters: a substring, a word start and a whole word', () => {
    const { sql: text, params } = render('Email');
    expect(new Set(params)).toEqual(new Set(['%email%', '\\m(?:email)', '\\m(?:email)\\M']));
    expect(text).not.toContain('email');
  });

  it('matches the stem as well as the word as typed', () => {
    const query = build('writing', { writing: 'write' });
    if (!query) throw new Error('expected a query');
    const { params } = dialect.sqlToQuery(query.condition);
    expect(params).toEqual(['%writing%', '%write%']);
  });

  it('matches words under three characters at a word start only (no substring)', () => {
    const query = build('ai');
    if (!query) throw new Error('expected a query');
    const { params } = dialect.sqlToQuery(query.condition);
    expect(params).toEqual(['\\m(?:ai)']);
  });

  it('requires every term', () => {
    const query = build('cold email');
    if (!query) throw new Error('expected a query');
    const { sql: text, params } = dialect.sqlToQuery(query.condition);
    expect(params).toEqual(['%cold%', '%email%']);
    expect(text).toContain(' and ');
  });

  it('never puts typed operators into the SQL text or a pattern', () => {
    const { sql: text, params } = render("x') || to_tsquery('y");
    for (const param of params) {
      expect(String(param)).toMatch(/^(%[\p{L}\p{N}]+%|\\m\(\?:[\p{L}\p{N}|]+\)(\\M)?)$/u);
    }
    expect(text).not.toMatch(/'x'|'y'|\|\| to_tsquery\('y/);
  });
});
