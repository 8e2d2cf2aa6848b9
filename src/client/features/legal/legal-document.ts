/**
 * The shape of a legal page's text: sections with an anchor id (the table
 * of contents links to it), each a run of paragraphs and lists.
 */

export type LegalBlock = string | { list: readonly string[] };

export interface LegalSection {
  /** The anchor: /privacy#<id>. */
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocument {
  title: string;
  /** Shown under the title, exactly as the spec dates both documents. */
  lastUpdated: string;
  summary: string;
  sections: readonly LegalSection[];
}

/** Both documents carry the date PRODUCT_SPEC section 2 gives them. */
export const LEGAL_LAST_UPDATED = 'January 15, 2024';
export const LEGAL_LAST_UPDATED_ISO = '2024-01-15';
