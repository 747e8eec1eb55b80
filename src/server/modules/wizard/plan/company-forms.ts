import type { Country } from './places';

/**
 * What a company form is, as far as choices in the wizard go: a form limited by shares
 * ("limited": a Ltd, a GmbH) is what a founder may call either an LLC or a corporation.
 */
export type CompanyKind = 'llc' | 'corp' | 'limited' | 'sole' | 'partnership';

/** A company form named in an answer ("C-corp"), with the countries that have it. */
export interface CompanyForm {
  name: string;
  kind: CompanyKind;
  /** Undefined when many countries have it (a corporation, a partnership). */
  countries?: Country[];
  /** Where it is a company form, said in a sentence ("Germany, Austria and Switzerland"). */
  where?: string;
}

const COMMON_LAW: Country[] = ['UK', 'IE', 'CA', 'AU', 'NZ', 'IN', 'SG', 'HK'];

/** Specific forms before generic ones: "C corporation" is a C-corp, not any corporation. */
const FORMS: (CompanyForm & { pattern: RegExp })[] = [
  {
    name: 'C-corp',
    where: 'the US',
    kind: 'corp',
    countries: ['US'],
    pattern: /\b(?:[cs][- ]?corp(?:oration)?s?|inc\.?(?=[\s,;)]|$))/i,
  },
  { name: 'LLC', kind: 'llc', pattern: /\bllcs?\b|\blimited liability compan(?:y|ies)\b/i },
  {
    name: 'Ltd',
    where: 'the UK, Ireland and other common-law countries',
    kind: 'limited',
    countries: COMMON_LAW,
    pattern: /\b(?:ltd|private limited(?: company)?|plc)\b/i,
  },
  {
    name: 'GmbH',
    where: 'Germany, Austria and Switzerland',
    kind: 'limited',
    countries: ['DE', 'AT', 'CH'],
    pattern: /\b(?:[Gg][Mm][Bb][Hh]|UG)\b/,
  },
  { name: 'SAS', where: 'France', kind: 'corp', countries: ['FR'], pattern: /\bSASU?\b/ },
  { name: 'SARL', where: 'France', kind: 'limited', countries: ['FR'], pattern: /\bsarl\b/i },
  { name: 'Ltda', where: 'Brazil', kind: 'limited', countries: ['BR'], pattern: /\bltda\b/i },
  {
    name: 'Lda',
    where: 'Portugal',
    kind: 'limited',
    countries: ['PT'],
    pattern: /\b(?:lda|unipessoal)\b/i,
  },
  {
    name: 'S.L.',
    where: 'Spain',
    kind: 'limited',
    countries: ['ES'],
    pattern: /\bs\.l\.|\bsociedad limitada\b/i,
  },
  {
    name: 'BV',
    where: 'the Netherlands and Belgium',
    kind: 'limited',
    countries: ['NL', 'BE'],
    pattern: /\bB\.?V\.?(?=\W|$)/,
  },
  { name: 'corporation', kind: 'corp', pattern: /\bcorporations?\b|\bcorp\b/i },
  {
    name: 'sole proprietorship',
    kind: 'sole',
    pattern: /\bsole (?:proprietor(?:ship)?|trader)\b|\bself-employed\b/i,
  },
  { name: 'partnership', kind: 'partnership', pattern: /\bpartnerships?\b|\bllp\b/i },
];

/** The company forms a text names: "Delaware C-corp" names a C-corp (not also "corporation"). */
export function formsIn(text: string): CompanyForm[] {
  const found: CompanyForm[] = [];
  for (const { pattern, ...form } of FORMS) {
    if (!pattern.test(text)) continue;
    // A generic name after a specific one of its kind is the same company said twice.
    if (!form.countries && found.some((f) => f.kind === form.kind)) continue;
    found.push(form);
  }
  return found;
}

/** Whether a founder may mean the two as one company ("LLC" and "Lda" may; "LLC" and "C-corp" not). */
export const sameKind = (a: CompanyKind, b: CompanyKind) =>
  a === b ||
  (a === 'limited' && (b === 'llc' || b === 'corp')) ||
  (b === 'limited' && (a === 'llc' || a === 'corp'));

/** What a kind is called in a sentence. */
export const KIND_NAMES: Record<CompanyKind, string> = {
  llc: 'a limited liability company (LLC)',
  corp: 'a corporation',
  limited: 'a company limited by shares',
  sole: 'a sole proprietorship',
  partnership: 'a partnership',
};
