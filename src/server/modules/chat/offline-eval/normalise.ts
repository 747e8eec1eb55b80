/**
 * The form replies and sources are compared in: lower case, markdown emphasis dropped, and
 * typographic dashes and quotes made plain, so "**0.5–2%**" still states the knowledge's
 * "0.5-2%". Line breaks are kept (list markers are told apart by them).
 */
export function normalise(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\*+/g, '')
    .replace(/[ \t\u00a0]+/g, ' ')
    .toLowerCase();
}

/** As `normalise`, with every run of whitespace (line breaks too) made one space. */
export const flatten = (text: string) => normalise(text).replace(/\s+/g, ' ').trim();
