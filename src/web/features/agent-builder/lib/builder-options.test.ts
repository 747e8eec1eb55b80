import { describe, expect, it } from 'vitest';
import { ApiError, networkError } from '../../../lib/api-client';
import { saveFailureDetail } from './save-messages';
import { languageSummary, toggleLanguage } from './voice-languages';
import {
  addDomainRow,
  canRemoveDomainRow,
  removeDomainRow,
  updateDomainRow,
} from './widget-settings';

describe('voice languages', () => {
  it("keeps the spec's order and summarises the choice", () => {
    const chosen = toggleLanguage(toggleLanguage(['en'], 'fr'), 'pt');
    expect(chosen).toEqual(['pt', 'en', 'fr']);
    expect(languageSummary(chosen)).toBe('Portuguese, English, French (3 languages)');
    expect(languageSummary(toggleLanguage(['en'], 'en'))).toMatch(/^No language selected/);
  });
});

describe('domain rows', () => {
  it('removes rows only while more than one is left', () => {
    const rows = addDomainRow(['a.com']);
    expect(rows).toEqual(['a.com', '']);
    expect(canRemoveDomainRow(rows)).toBe(true);
    expect(removeDomainRow(rows, 0)).toEqual(['']);
    expect(canRemoveDomainRow(['a.com'])).toBe(false);
    expect(updateDomainRow(rows, 1, 'b.com')).toEqual(['a.com', 'b.com']);
  });
});

describe('saveFailureDetail', () => {
  it("adds the server's words when they help", () => {
    expect(saveFailureDetail(new ApiError(400, 'validation_failed', 'body.name: bad'))).toBe(
      'body.name: bad',
    );
    expect(saveFailureDetail(networkError())).toMatch(/Could not reach the server/);
    expect(saveFailureDetail(new ApiError(401, 'unauthorized', 'x'))).toMatch(/sign in again/);
    expect(saveFailureDetail(new ApiError(500, 'internal', 'Boom'))).toBeNull();
  });
});
