import { AGENT_LANGUAGES } from '../../../../shared/constants';
import { LANGUAGE_NAMES } from '../../../../shared/languages';
import type { AgentLanguage } from './agent-form-values';

export { LANGUAGE_NAMES } from '../../../../shared/languages';

/** Spec 02 §2: the languages a voice agent can speak, in the spec's order. */
export const LANGUAGE_CODES: readonly AgentLanguage[] = AGENT_LANGUAGES;

/** Adds or removes a language, keeping the list in the spec's order. */
export function toggleLanguage(chosen: readonly AgentLanguage[], code: AgentLanguage) {
  const next = chosen.includes(code) ? chosen.filter((one) => one !== code) : [...chosen, code];
  return LANGUAGE_CODES.filter((one) => next.includes(one));
}

/** "English, Spanish (2 languages)" or a note that none is chosen. */
export function languageSummary(chosen: readonly AgentLanguage[]): string {
  if (chosen.length === 0) return 'No language selected: choose at least one.';
  const names = LANGUAGE_CODES.filter((code) => chosen.includes(code)).map(
    (code) => LANGUAGE_NAMES[code],
  );
  return `${names.join(', ')} (${names.length} ${names.length === 1 ? 'language' : 'languages'})`;
}
