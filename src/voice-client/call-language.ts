import { LANGUAGE_NAMES, languageList, type AgentLanguageCode } from '../shared/languages';

/** What the call panel needs to offer a call's language. */
export interface CallLanguages {
  /** The agent's languages, and its own. */
  languages: readonly AgentLanguageCode[];
  primary: AgentLanguageCode;
}

/**
 * The language a call starts in: the browser's first preferred language the agent speaks
 * (`pt-BR` counts as `pt`), otherwise the agent's primary language.
 */
export function defaultCallLanguage(
  agent: CallLanguages,
  preferred: readonly string[] = browserLanguages(),
): AgentLanguageCode {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    const match = agent.languages.find((code) => code === base);
    if (match) return match;
  }
  return agent.languages.includes(agent.primary) ? agent.primary : (agent.languages[0] ?? 'en');
}

function browserLanguages(): string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? [...navigator.languages] : [navigator.language];
}

/**
 * Why a call cannot be held in `language` on this server (its recogniser does not understand
 * it), said before the call; null when it can. `served`: the agent's languages it understands.
 */
export function unservedLanguageText(
  language: AgentLanguageCode,
  served: readonly AgentLanguageCode[],
): string | null {
  if (served.includes(language)) return null;
  const instead =
    served.length > 0
      ? `Choose ${languageList(served, 'or')}, or type your message.`
      : 'Please type your message.';
  return `Calls in ${LANGUAGE_NAMES[language]} are not possible here. ${instead}`;
}
