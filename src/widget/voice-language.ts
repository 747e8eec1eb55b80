import { LANGUAGE_NAMES, type AgentLanguageCode } from '../shared/languages';
import type { WidgetTokenResponse } from '../shared/schemas/widget';
import { defaultCallLanguage, unservedLanguageText } from '../voice-client/call-language';

/**
 * The call strip's language choice, before a call: the agent's languages, the browser's one
 * first chosen when the agent speaks it (else the agent's own). `problem()` is the sentence
 * for a language this server cannot hear, said before the call instead of during it.
 */
export function buildLanguageChoice(session: WidgetTokenResponse, labelText: string) {
  const { languages, primary_language: primary } = session.agent;
  const served = session.voice_languages;
  const select = document.createElement('select');
  for (const code of languages) {
    const option = document.createElement('option');
    option.value = code;
    option.textContent = LANGUAGE_NAMES[code];
    select.append(option);
  }
  select.value = defaultCallLanguage({ languages, primary });
  const label = document.createElement('label');
  label.append(`${labelText} `, select);
  const language = () => select.value as AgentLanguageCode;
  return {
    label,
    select,
    language,
    problem: () => unservedLanguageText(language(), served),
  };
}
