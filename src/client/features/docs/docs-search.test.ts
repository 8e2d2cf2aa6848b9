import { describe, expect, it } from 'vitest';
import { DOC_SECTIONS, type DocSection } from './doc-sections.ts';
import { countArticles, searchDocSections } from './docs-search.ts';

const SECTIONS: DocSection[] = [
  {
    id: 'getting-started',
    title: 'Getting Started',
    summary: '',
    articles: [
      { title: 'Find a prompt', description: 'Search the library', time: '1 min read' },
      { title: 'Run it', description: 'Use the Playground', time: '1 min read' },
    ],
  },
  {
    id: 'troubleshooting',
    title: 'Troubleshooting',
    summary: '',
    articles: [
      { title: 'Upload refused', description: 'Files over 10 MB', time: '1 min read' },
      { title: 'Playground limit', description: 'Runs per day', time: '1 min read' },
    ],
  },
];

describe('searchDocSections', () => {
  it('returns every section for a blank or whitespace query', () => {
    expect(searchDocSections(SECTIONS, '')).toEqual(SECTIONS);
    expect(searchDocSections(SECTIONS, '   ')).toEqual(SECTIONS);
  });

  it('keeps a whole section when its title matches, ignoring case', () => {
    const [only, ...rest] = searchDocSections(SECTIONS, 'TROUBLE');
    expect(rest).toEqual([]);
    expect(only?.articles).toHaveLength(2);
  });

  it('keeps only the articles whose title or description matches', () => {
    const result = searchDocSections(SECTIONS, 'playground');
    expect(result.map((section) => section.id)).toEqual(['getting-started', 'troubleshooting']);
    expect(result[0]?.articles.map((article) => article.title)).toEqual(['Run it']);
    expect(result[1]?.articles.map((article) => article.title)).toEqual(['Playground limit']);
  });

  it('matches a substring in the middle of a word and trims the query', () => {
    const result = searchDocSections(SECTIONS, '  10 mb ');
    expect(result.map((section) => section.id)).toEqual(['troubleshooting']);
    expect(countArticles(result)).toBe(1);
  });

  it('returns nothing when nothing matches, and does not change its input', () => {
    const before = JSON.stringify(SECTIONS);
    expect(searchDocSections(SECTIONS, 'quantum')).toEqual([]);
    expect(JSON.stringify(SECTIONS)).toBe(before);
  });
});

describe('the documentation contents', () => {
  it('has the five sections of the spec, Getting Started first', () => {
    expect(DOC_SECTIONS.map((section) => section.title)).toEqual([
      'Getting Started',
      'API Reference',
      'Integrations',
      'Best Practices',
      'Troubleshooting',
    ]);
  });

  it('gives every article a read time and points the API reference at /api/docs', () => {
    for (const section of DOC_SECTIONS) {
      for (const article of section.articles) expect(article.time).toMatch(/^\d+ min read$/);
    }
    const api = DOC_SECTIONS.find((section) => section.id === 'api-reference');
    expect(api?.articles.every((article) => article.href === '/api/docs')).toBe(true);
  });
});
