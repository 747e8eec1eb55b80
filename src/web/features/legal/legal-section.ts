/** One numbered section of a legal document: a heading and its paragraphs. */
export interface LegalSection {
  title: string;
  paragraphs: readonly string[];
}

/** Both legal documents share these dates until one of them is revised. */
export const LEGAL_EFFECTIVE_DATE = 'January 1, 2025';
export const LEGAL_LAST_UPDATED = 'January 1, 2025';
