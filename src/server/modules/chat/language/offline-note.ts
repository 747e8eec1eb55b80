import { LANGUAGE_NAMES as AGENT_LANGUAGE_NAMES } from '../../../../shared/languages';
import type { ReplyLanguage } from './detect-language';

/** 'Portuguese'…, as a model's instructions and our English sentences name them. */
export const LANGUAGE_NAMES: Record<ReplyLanguage, string> = AGENT_LANGUAGE_NAMES;

/** Said first in the person's language, since the reply that follows is in English. */
const NOTES: Record<ReplyLanguage, string> = {
  en: '',
  // Only what is true: the reply is in English; the figures it uses are the founder's own.
  pt: 'Sem um modelo de linguagem ligado, respondo em inglês: segue a minha resposta, com os seus números quando os deu.',
  es: 'Sin un modelo de lenguaje conectado, respondo en inglés: aquí va mi respuesta, con sus cifras si las ha dado.',
  fr: 'Sans modèle de langage connecté, je réponds en anglais : voici ma réponse, avec vos chiffres si vous les avez donnés.',
};

/** One line in `language` saying that offline replies are in English; '' for English. */
export function offlineEnglishNote(language: ReplyLanguage): string {
  return NOTES[language];
}
