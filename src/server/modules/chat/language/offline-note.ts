import { LANGUAGE_NAMES as AGENT_LANGUAGE_NAMES } from '../../../../shared/languages';
import type { ReplyLanguage } from './detect-language';

/** 'Portuguese'…, as a model's instructions and our English sentences name them. */
export const LANGUAGE_NAMES: Record<ReplyLanguage, string> = AGENT_LANGUAGE_NAMES;

/** Said first in the person's language, since the reply that follows is in English. */
const NOTES: Record<ReplyLanguage, string> = {
  en: '',
  pt: 'Sem um modelo de linguagem ativo, só consigo responder em inglês, mas tenho em conta toda a sua mensagem, incluindo os números.',
  es: 'Sin un modelo de lenguaje activo, solo puedo responder en inglés, pero tengo en cuenta todo su mensaje, cifras incluidas.',
  fr: "Sans modèle de langage actif, je ne peux répondre qu'en anglais, mais je tiens compte de tout votre message, chiffres compris.",
};

/** One line in `language` saying that offline replies are in English; '' for English. */
export function offlineEnglishNote(language: ReplyLanguage): string {
  return NOTES[language];
}
