import type { ReplyLanguage } from './detect-language';

/**
 * Greetings and thanks that belong to one of our languages only. A detector cannot read a
 * single word, yet "obrigado" alone says Portuguese as plainly as a sentence would. English
 * ones ("hi", "ok", "thanks") are left out: people of every language type them.
 */
const WORDS: Record<Exclude<ReplyLanguage, 'en'>, readonly string[]> = {
  pt: ['oi', 'olá', 'obrigado', 'obrigada', 'obg', 'valeu', 'bom', 'boa', 'tchau', 'adeus'],
  es: ['hola', 'gracias', 'buenas', 'buenos', 'adiós', 'chao'],
  fr: ['bonjour', 'bonsoir', 'salut', 'coucou', 'merci', 'bonne'],
};

const LANGUAGE_OF_WORD = new Map(
  Object.entries(WORDS).flatMap(([language, words]) =>
    words.map((word) => [word, language as ReplyLanguage] as const),
  ),
);

/** The one language the message's small-talk words point to, if they point to one. */
export function smallTalkLanguage(words: readonly string[]): ReplyLanguage | undefined {
  const found = new Set(words.flatMap((word) => LANGUAGE_OF_WORD.get(word) ?? []));
  return found.size === 1 ? [...found][0] : undefined;
}
