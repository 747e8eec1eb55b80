import type { ReplyLanguage } from '../detect-language';

export type GlossaryLanguage = Exclude<ReplyLanguage, 'en'>;

const WORD = /[\p{L}\p{N}]+/gu;
const MARK = /\p{M}/gu;

/** Lower-cased words without accents: people type "preco", "cuanto", "levee". */
export function plainWords(text: string): string[] {
  return text.normalize('NFD').replace(MARK, '').toLowerCase().match(WORD) ?? [];
}

/**
 * One spelling for a word's plural and gender forms, applied alike to the glossary and to the
 * message, so "clientes"/"cliente" and "primeira"/"primeiro" meet without listing each. It only
 * needs to be consistent, not correct: the folded form is never shown.
 */
export function foldWord(word: string, language: GlossaryLanguage): string {
  if (word.length <= 3) return word;
  const last = word[word.length - 1];
  let folded = last === 's' || (language === 'fr' && last === 'x') ? word.slice(0, -1) : word;
  if (folded.length <= 3) return folded;
  if (language === 'fr') return folded.endsWith('e') ? folded.slice(0, -1) : folded;
  if (folded.endsWith('a')) folded = `${folded.slice(0, -1)}o`;
  return folded;
}
