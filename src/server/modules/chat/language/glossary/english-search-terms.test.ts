import { stemmer } from 'stemmer';
import { describe, expect, it } from 'vitest';
import { englishSearchTerms } from '../index';
import { foldWord, plainWords, type GlossaryLanguage } from './fold';
import { FRENCH_TERMS } from './french';
import { LOANWORDS } from './loanwords';
import { MIN_STEM_LENGTH } from './lookup';
import { PORTUGUESE_TERMS } from './portuguese';
import { SPANISH_TERMS } from './spanish';

const GLOSSARIES: Record<GlossaryLanguage, Readonly<Record<string, string>>> = {
  pt: PORTUGUESE_TERMS,
  es: SPANISH_TERMS,
  fr: FRENCH_TERMS,
};

describe('englishSearchTerms', () => {
  it('gives nothing for English, which the knowledge already speaks', () => {
    expect(englishSearchTerms('How long is our runway with $200k in the bank?', 'en')).toBe('');
  });

  it('gives nothing for a message without startup vocabulary', () => {
    expect(englishSearchTerms('Bom dia, tudo bem com você?', 'pt')).toBe('');
    expect(englishSearchTerms('Hola, ¿qué tal estás hoy?', 'es')).toBe('');
  });

  it('reads a phrase as a whole before its words', () => {
    expect(englishSearchTerms('o ponto de equilíbrio', 'pt')).toBe('break even');
    expect(englishSearchTerms('la ronda semilla', 'es')).toBe('seed round');
    expect(englishSearchTerms("un tour d'amorçage", 'fr')).toBe('seed round');
  });

  it('reads verb forms and plurals the glossary does not list one by one', () => {
    expect(englishSearchTerms('contratamos', 'pt')).toContain('hire');
    expect(englishSearchTerms('recrutando', 'pt')).toContain('hire');
    expect(englishSearchTerms('embauchons', 'fr')).toContain('hire');
    expect(englishSearchTerms('las primeras vendedoras', 'es')).toBe('first salesperson sales rep');
  });

  it('keeps the English startup words founders write inside another language', () => {
    expect(englishSearchTerms('nosso churn e o CAC', 'pt').split(' ')).toEqual(
      expect.arrayContaining(['churn', 'cac']),
    );
  });

  it('reads a 40-word message in well under 0.2 ms', () => {
    const message =
      'Olá! Somos três sócios fundadores, temos 40 clientes pagantes e R$ 300 mil no banco. ' +
      'Queimamos 25 mil por mês com dois engenheiros. Quando devemos contratar o primeiro ' +
      'vendedor, e quanto devo aumentar o preço do plano anual antes da rodada semente?';
    expect(message.split(/\s+/).length).toBeGreaterThanOrEqual(40);
    englishSearchTerms(message, 'pt');
    const runs = 2000;
    const started = performance.now();
    for (let run = 0; run < runs; run++) englishSearchTerms(message, 'pt');
    expect((performance.now() - started) / runs).toBeLessThan(0.2);
  });
});

describe('the glossaries', () => {
  const stems = (english: string) => new Set(plainWords(english).map((word) => stemmer(word)));

  it.each(Object.entries(GLOSSARIES))(
    '%s: keys that read alike once folded mean the same English',
    (language, glossary) => {
      const byFolded = new Map<string, string>();
      const clashes: string[] = [];
      for (const [key, english] of Object.entries({ ...LOANWORDS, ...glossary })) {
        if (key.endsWith('*')) continue;
        const folded = plainWords(key)
          .map((word) => foldWord(word, language as GlossaryLanguage))
          .join(' ');
        const earlier = byFolded.get(folded);
        if (
          earlier !== undefined &&
          [...stems(earlier)].sort().join() !== [...stems(english)].sort().join()
        ) {
          clashes.push(`${key}: "${english}" vs "${earlier}"`);
        }
        byFolded.set(folded, english);
      }
      expect(clashes).toEqual([]);
    },
  );

  it.each(Object.entries(GLOSSARIES))(
    '%s: stems are long enough to mean one thing',
    (_, glossary) => {
      const short = Object.keys(glossary).filter(
        (key) => key.endsWith('*') && plainWords(key).join('').length < MIN_STEM_LENGTH,
      );
      expect(short).toEqual([]);
    },
  );

  it('knows the words for slides and for customers leaving', () => {
    expect(englishSearchTerms('¿cuántas diapositivas lleva un deck?', 'es')).toContain('slide');
    expect(englishSearchTerms('combien de diapos faut-il ?', 'fr')).toContain('slide');
    expect(englishSearchTerms('quantos slides deve ter?', 'pt')).toContain('slide');
    expect(englishSearchTerms('nos clients partent vite', 'fr')).toContain('churn');
  });
});
