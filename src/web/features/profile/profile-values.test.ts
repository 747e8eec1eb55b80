import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { PROFILE_COUNTRY_OPTIONS } from './profile-countries';
import {
  firstInvalidField,
  fromAccount,
  fromProfile,
  serverFieldErrors,
  validateProfile,
} from './profile-values';

const values = { ...fromAccount({ name: '  Pat Founder ' }), phone: '+351 912 345 678' };

describe('validateProfile', () => {
  it('trims the fields and keeps an empty country', () => {
    expect(validateProfile({ ...values, city: ' Lisbon ' })).toEqual({
      ok: true,
      body: { ...values, name: 'Pat Founder', city: 'Lisbon' },
    });
  });

  it('reports one message per invalid field, in form order', () => {
    const result = validateProfile({ ...values, name: '   ', phone: 'call me', country: 'XX' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      name: 'Full name is required',
      phone: 'Phone may contain digits, spaces and + ( ) . - only',
      country: expect.stringContaining('Country must be one of'),
    });
    expect(firstInvalidField(result.errors)).toBe('name');
  });
});

describe('serverFieldErrors', () => {
  it('maps body.* paths of a 400 answer to fields and ignores the rest', () => {
    const error = new ApiError(400, 'validation_failed', 'body.zipCode: too long', {
      issues: [
        { path: 'body.zipCode', message: 'ZIP code must be at most 20 characters' },
        { path: 'body.zipCode', message: 'second message' },
        { path: 'body.unknown', message: 'ignored' },
        { nonsense: true },
      ],
    });
    expect(serverFieldErrors(error)).toEqual({
      zipCode: 'ZIP code must be at most 20 characters',
    });
  });

  it('finds nothing in other failures', () => {
    expect(serverFieldErrors(new ApiError(500, 'internal', 'Boom'))).toEqual({});
    expect(serverFieldErrors(new Error('offline'))).toEqual({});
  });
});

describe('profile helpers', () => {
  it('drops the e-mail from a loaded profile', () => {
    const profile = { ...values, email: 'pat@example.com', country: 'PT' as const };
    expect(fromProfile(profile)).not.toHaveProperty('email');
  });

  it('names every country in English', () => {
    expect(PROFILE_COUNTRY_OPTIONS).toHaveLength(12);
    expect(PROFILE_COUNTRY_OPTIONS).toContainEqual({ value: 'GB', label: 'United Kingdom' });
  });
});
