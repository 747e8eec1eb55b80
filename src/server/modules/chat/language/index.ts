export { detectLanguage, type ReplyLanguage } from './detect-language';
export { LANGUAGE_NAMES, offlineEnglishNote } from './offline-note';
export { englishSearchTerms } from './glossary/english-search-terms';
