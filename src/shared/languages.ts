import type { AGENT_LANGUAGES } from './constants';

export type AgentLanguageCode = (typeof AGENT_LANGUAGES)[number];

/** The languages an agent may speak, by name, as people read them (English UI). */
export const LANGUAGE_NAMES: Record<AgentLanguageCode, string> = {
  pt: 'Portuguese',
  en: 'English',
  es: 'Spanish',
  fr: 'French',
};

/** "English", "English and Portuguese", "English, Spanish or French". */
export function languageList(codes: readonly AgentLanguageCode[], conjunction = 'and'): string {
  const names = codes.map((code) => LANGUAGE_NAMES[code]);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} ${conjunction} ${names.at(-1)}`;
}
