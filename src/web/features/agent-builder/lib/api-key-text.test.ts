import { describe, expect, it } from 'vitest';
import { ApiError, networkError } from '../../../lib/api-client';
import {
  canRevoke,
  domainsText,
  KEY_MESSAGES,
  keyFailureText,
  lastUsedText,
  loadFailureText,
  perHour,
  resetText,
  shownPrefix,
} from './api-key-text';

describe('a key in the list', () => {
  it('shows its prefix, never more, then ***', () => {
    expect(shownPrefix({ key_prefix: 'cf_live_Ab12Cd34' })).toBe('cf_live_Ab12Cd34***');
  });

  it('reads its limit per hour', () => {
    expect(perHour(100)).toBe('100 per hour');
    expect(perHour(10_000)).toBe('10,000 per hour');
  });

  it('says when it was last used, or that it never was', () => {
    expect(lastUsedText(null)).toBe('Never used');
    expect(lastUsedText('2026-01-05T12:00:00Z')).toBe('Jan 5, 2026');
  });

  it('lists its domains, or warns that every domain may use it', () => {
    expect(domainsText(['acme.com', '*.acme.com'])).toBe('acme.com, *.acme.com');
    expect(domainsText([])).toBe('All domains (not recommended)');
  });

  it('offers Revoke only while active', () => {
    expect(canRevoke({ status: 'active' })).toBe(true);
    expect(canRevoke({ status: 'revoked' })).toBe(false);
    expect(canRevoke({ status: 'expired' })).toBe(false);
  });

  it('says when its hourly window has room again', () => {
    const now = Date.parse('2026-01-05T12:00:00Z');
    expect(resetText('2026-01-05T12:42:00Z', now)).toBe('in 42 minutes');
    expect(resetText('2026-01-05T12:00:30Z', now)).toBe('in 1 minute');
    expect(resetText('2026-01-05T11:59:00Z', now)).toBe('now');
  });

  it("asks the spec's question before revoking", () => {
    expect(KEY_MESSAGES.revokeQuestion('Widget')).toBe(
      'Are you sure you want to revoke the API key "Widget"? This action cannot be undone.',
    );
  });
});

describe('failures', () => {
  const refused = new ApiError(400, 'validation_error', 'Each allowed domain must be a host name');
  const bare = new ApiError(500, 'http_error', 'Request failed (500)');

  it("shows the server's sentence, or the spec's failure when there is none", () => {
    const text = (error: unknown) =>
      keyFailureText(error, KEY_MESSAGES.createFailed, KEY_MESSAGES.createError);
    expect(text(refused)).toBe('Each allowed domain must be a host name');
    expect(text(bare)).toBe('Failed to create API key');
    expect(text(new Error('boom'))).toBe('Failed to create API key');
    // A fault's message is not meant for the person: the plain failure instead.
    expect(text(new ApiError(500, 'internal_error', 'Something went wrong'))).toBe(
      'Failed to create API key',
    );
    expect(text(networkError())).toBe(
      'Error creating API key: Could not reach the server. Check your connection.',
    );
  });

  it('tells a refused list from one that never arrived', () => {
    expect(loadFailureText(bare)).toBe('Failed to load API keys');
    expect(loadFailureText(networkError())).toBe(
      'Error loading API keys: Could not reach the server. Check your connection.',
    );
  });
});
