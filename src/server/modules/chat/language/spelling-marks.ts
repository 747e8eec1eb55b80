import type { ReplyLanguage } from './detect-language';

type Other = Exclude<ReplyLanguage, 'en'>;

/**
 * Letters that only some of Portuguese, Spanish and French write: "faço" cannot be Spanish,
 * "año" cannot be Portuguese. A statistical detector weighs letters too, but on a one-line
 * message Spanish and Portuguese words can outvote them.
 */
const MARKS: readonly [RegExp, readonly Other[]][] = [
  [/[ãõ]/u, ['pt']],
  [/[ñ¿¡]/u, ['es']],
  [/[èëîïûùœæÿ]/u, ['fr']],
  [/[çâêôà]/u, ['pt', 'fr']],
  [/[áíóú]/u, ['pt', 'es']],
];

/**
 * The languages the message's spelling allows. English stays in: an English line may name
 * "São Paulo" or a "café". Marks that contradict each other (a mixed message) allow all.
 */
export function languagesAllowedBySpelling(text: string): ReplyLanguage[] {
  const lower = text.toLowerCase();
  let allowed: readonly Other[] = ['pt', 'es', 'fr'];
  for (const [mark, languages] of MARKS) {
    if (mark.test(lower)) allowed = allowed.filter((language) => languages.includes(language));
  }
  return allowed.length > 0 ? ['en', ...allowed] : ['en', 'pt', 'es', 'fr'];
}
