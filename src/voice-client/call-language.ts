import type { AgentLanguageCode } from '../shared/languages';

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
