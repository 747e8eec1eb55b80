import { describe, expect, it } from 'vitest';
import { choosePanelLanguage, PANEL_LANGUAGES } from './panel-texts';

describe("the panel's language", () => {
  it("follows the browser's language by its primary tag", () => {
    expect(choosePanelLanguage(['pt-BR'])).toBe('pt');
    expect(choosePanelLanguage(['es-419', 'en'])).toBe('es');
    expect(choosePanelLanguage(['FR_ca'])).toBe('fr');
  });

  it('takes the first language it speaks, and English when it speaks none', () => {
    expect(choosePanelLanguage(['de-DE', 'fr-FR', 'pt'])).toBe('fr');
    expect(choosePanelLanguage(['ja', 'de'])).toBe('en');
    expect(choosePanelLanguage([undefined])).toBe('en');
    expect(choosePanelLanguage([])).toBe('en');
  });

  it('has every text in every language, none left empty', () => {
    const keys = Object.keys(PANEL_LANGUAGES.en).sort();
    for (const texts of Object.values(PANEL_LANGUAGES)) {
      expect(Object.keys(texts).sort()).toEqual(keys);
      for (const value of Object.values(texts)) {
        const text =
          typeof value === 'function'
            ? (value as (a: string, b: number) => string)('Ana', 5)
            : value;
        expect(text.trim()).not.toBe('');
      }
    }
  });
});
