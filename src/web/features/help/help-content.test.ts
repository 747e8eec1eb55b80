import { describe, expect, it } from 'vitest';
import { contentProblems } from '../../lib/content-problems';
import { findHelpDoc, HELP_DOCS } from './help-library';

describe('every help article', () => {
  it('has no placeholder, dead address, promise of a feature or claim the product contradicts', () => {
    for (const doc of HELP_DOCS) {
      const problems = contentProblems([doc.title, doc.summary, doc.body].join('\n'));
      expect(problems, doc.id).toEqual([]);
    }
  });

  it("describes the features that exist: forgot password and voice calls in the caller's language", () => {
    const reset = findHelpDoc('reset-password')!.text;
    expect(reset).toContain('Forgot password?');
    expect(reset).toContain('within one hour');
    const language = findHelpDoc('agent-language')!.text;
    expect(language).toContain("A call runs in one of those languages: the caller's.");
    expect(language).toContain('understands English only');
  });
});
