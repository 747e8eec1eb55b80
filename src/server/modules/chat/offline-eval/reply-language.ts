import { detectLanguage } from '../language';
import type { EvalLanguage } from './eval-case';

/** The reply's first paragraph: where a founder sees whether they were understood. */
export function firstParagraph(reply: string): string {
  return reply.split(/\n\s*\n/).find((paragraph) => paragraph.trim() !== '') ?? '';
}

/**
 * The language the reply opens in. Unclear text counts as English, the offline engine's
 * language, so a pt/es/fr case passes only when its opening is clearly in that language.
 */
export const openingLanguage = (reply: string): EvalLanguage =>
  detectLanguage(firstParagraph(reply), 'en');
