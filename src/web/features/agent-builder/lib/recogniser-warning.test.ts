import { describe, expect, it } from 'vitest';
import { recogniserWarning } from './recogniser-warning';

describe('the Voice tab warning about the recogniser', () => {
  it('names the languages calls cannot be held in, and who can change that where', () => {
    expect(recogniserWarning(['pt', 'en', 'fr'], ['en'])).toBe(
      "Calls in Portuguese and French are refused on this server: its speech recogniser understands only English. Callers can still type in those languages. The server's operator can connect a recogniser that understands them on the console's Speech page.",
    );
    expect(recogniserWarning(['es'], ['en'])).toMatch(
      /^Calls in Spanish are refused .* type in it\. .* understands it on the console's Speech page\.$/,
    );
  });

  it('says nothing when every language is understood', () => {
    expect(recogniserWarning(['en'], ['en'])).toBeNull();
    expect(recogniserWarning(['pt', 'fr'], ['pt', 'en', 'es', 'fr'])).toBeNull();
  });
});
