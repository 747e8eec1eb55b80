import { describe, expect, it } from 'vitest';
import { defaultCallLanguage } from './call-language';

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
