import { describe, expect, it } from 'vitest';
import { defaultCallLanguage, unservedLanguageText } from './call-language';

describe('the language a call starts in', () => {
  const agent = { languages: ['pt', 'en', 'es'] as const, primary: 'es' as const };

  it("is the browser's when the agent speaks it, region or not", () => {
    expect(defaultCallLanguage(agent, ['en-GB', 'pt'])).toBe('en');
    expect(defaultCallLanguage(agent, ['de-DE', 'pt-BR'])).toBe('pt');
  });

  it("is the agent's primary language otherwise", () => {
    expect(defaultCallLanguage(agent, ['de-DE', 'fr'])).toBe('es');
    expect(defaultCallLanguage(agent, [])).toBe('es');
  });
});

describe('a language the server cannot hear', () => {
  it('is said before the call, with the languages it can', () => {
    expect(unservedLanguageText('pt', ['en', 'es'])).toBe(
      'Calls in Portuguese are not possible here. Choose English or Spanish, or type your message.',
    );
    expect(unservedLanguageText('fr', [])).toBe(
      'Calls in French are not possible here. Please type your message.',
    );
    expect(unservedLanguageText('en', ['en'])).toBeNull();
  });
});
