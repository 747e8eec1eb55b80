import { describe, expect, it } from 'vitest';
import { detectLanguage, LANGUAGE_NAMES, offlineEnglishNote, type ReplyLanguage } from './index';

const ENGLISH_IN: Record<Exclude<ReplyLanguage, 'en'>, string> = {
  pt: 'inglês',
  es: 'inglés',
  fr: 'anglais',
};

describe('offlineEnglishNote', () => {
  it.each(Object.entries(ENGLISH_IN))(
    'tells a %s speaker in one line of their language that replies are in English',
    (language, english) => {
      const note = offlineEnglishNote(language as ReplyLanguage);
      expect(note).toContain(english);
      expect(note).not.toContain('\n');
      expect(detectLanguage(note, 'en')).toBe(language);
    },
  );

  it('says nothing to an English speaker', () => {
    expect(offlineEnglishNote('en')).toBe('');
  });

  it('names the languages for a model’s instructions', () => {
    expect(LANGUAGE_NAMES).toEqual({
      en: 'English',
      pt: 'Portuguese',
      es: 'Spanish',
      fr: 'French',
    });
  });
});
