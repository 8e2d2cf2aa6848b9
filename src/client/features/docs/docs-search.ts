/**
 * The docs search (PRODUCT_SPEC section 2 "Docs", section 5): a section
 * matches when its title contains the query, and then shows all of its
 * articles; otherwise it shows only the articles whose title or description
 * contains it. Case-insensitive substring, as every static-page search.
 */
import type { DocSection } from './doc-sections.ts';

function contains(text: string, needle: string): boolean {
  return text.toLowerCase().includes(needle);
}

/** The sections (and within them the articles) that match; all of them for a blank query. */
export function searchDocSections(sections: readonly DocSection[], query: string): DocSection[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [...sections];
  return sections.flatMap((section) => {
    if (contains(section.title, needle)) return [section];
    const articles = section.articles.filter(
      (article) => contains(article.title, needle) || contains(article.description, needle),
    );
    return articles.length > 0 ? [{ ...section, articles }] : [];
  });
}

/** How many articles a result list holds, for the "N articles match" line. */
export function countArticles(sections: readonly DocSection[]): number {
  return sections.reduce((total, section) => total + section.articles.length, 0);
}
