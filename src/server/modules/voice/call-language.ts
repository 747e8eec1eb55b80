import { AGENT_LANGUAGES } from '../../../shared/constants';
import { LANGUAGE_NAMES, languageList } from '../../../shared/languages';
import { DomainError } from '../../domain-error';
import type { SpeechLanguage, SpeechToText } from './speech-engines';

/** The refusal codes of a call's language: the panel shows their sentence, never "server error". */
export const LANGUAGE_NOT_OFFERED = 'language_not_offered';
export const LANGUAGE_NOT_RECOGNISED = 'language_not_recognised';

export const isLanguageRefusal = (error: unknown): error is DomainError =>
  error instanceof DomainError &&
  (error.code === LANGUAGE_NOT_OFFERED || error.code === LANGUAGE_NOT_RECOGNISED);

/** The languages of an agent a caller may call it in. */
export interface AgentVoiceLanguages {
  name: string;
  languages: readonly SpeechLanguage[];
  primaryLanguage: SpeechLanguage;
}

/** Of the agent's languages, those this server's recogniser understands (its own first). */
export function servedLanguages(
  agent: Omit<AgentVoiceLanguages, 'name'>,
  stt: Pick<SpeechToText, 'languages'>,
): SpeechLanguage[] {
  const ordered = [
    agent.primaryLanguage,
    ...agent.languages.filter((one) => one !== agent.primaryLanguage),
  ];
  return ordered.filter((one) => agent.languages.includes(one) && stt.languages.includes(one));
}

const isAgentLanguage = (code: string): code is SpeechLanguage =>
  (AGENT_LANGUAGES as readonly string[]).includes(code);

/**
 * The language a call is held in: the caller's choice (the agent's primary language when they
 * name none), refused in a sentence before the call starts when the agent does not speak it
 * (400) or this server's recogniser cannot understand it (422), so no call opens only to
 * answer every utterance with an error while its minutes run.
 */
export function callLanguage(
  agent: AgentVoiceLanguages,
  requested: string | undefined,
  stt: Pick<SpeechToText, 'languages'>,
): SpeechLanguage {
  const language = requested ?? agent.primaryLanguage;
  if (!isAgentLanguage(language) || !agent.languages.includes(language)) {
    const asked = isAgentLanguage(language)
      ? LANGUAGE_NAMES[language]
      : `"${language.slice(0, 20)}"`;
    throw new DomainError(
      'invalid',
      LANGUAGE_NOT_OFFERED,
      `${agent.name} takes calls in ${languageList(agent.languages)}, not in ${asked}.`,
      { details: { languages: agent.languages } },
    );
  }
  if (stt.languages.includes(language)) return language;
  const served = servedLanguages(agent, stt);
  const instead =
    served.length > 0
      ? `Choose ${languageList(served, 'or')} to call, or type your message.`
      : 'Please type your message instead.';
  throw new DomainError(
    'unprocessable',
    LANGUAGE_NOT_RECOGNISED,
    `Calls in ${LANGUAGE_NAMES[language]} are not possible on this server: its speech recogniser understands only ${languageList(stt.languages)}. ${instead}`,
    { details: { languages: served } },
  );
}
