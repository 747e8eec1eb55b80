import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import {
  apiKeyFormDefaults,
  apiKeyResolver,
  canCreateKey,
  expiryMoment,
  RATE_LIMIT_MESSAGE,
  toCreateApiKey,
  type ApiKeyFormValues,
} from './api-key-form';

const values = (over: Partial<ApiKeyFormValues> = {}) => ({
  ...apiKeyFormDefaults(),
  name: 'Support backend',
  ...over,
});

/** The resolver's answer for the dialog's values, as the form would see it on submit. */
async function check(over: Partial<ApiKeyFormValues>) {
  const result = await apiKeyResolver(values(over), undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return result.errors as FieldErrors<ApiKeyFormValues>;
}

describe('the Create API Key dialog', () => {
  it("starts with the spec's defaults: live, 100 per hour, sessions of an hour, all domains", () => {
    expect(apiKeyFormDefaults()).toEqual({
      name: '',
      key_type: 'live',
      allowed_domains: [''],
      rate_limit_per_hour: 100,
      session_timeout_seconds: 3600,
      expires_on: '',
    });
  });

  it('offers Create only once the name has more than blanks', () => {
    expect(canCreateKey('   ')).toBe(false);
    expect(canCreateKey(' Widget ')).toBe(true);
  });

  it('sends the name trimmed and drops blank domain rows', () => {
    const body = toCreateApiKey(
      values({ name: '  Widget  ', allowed_domains: [' acme.com ', '', '  '] }),
    );
    expect(body).toEqual({
      name: 'Widget',
      key_type: 'live',
      allowed_domains: ['acme.com'],
      rate_limit_per_hour: 100,
      session_timeout_seconds: 3600,
    });
  });

  it('turns an expiry day into the end of that day', () => {
    const moment = expiryMoment('2030-06-15');
    expect(moment).not.toBeNull();
    const end = new Date(moment!);
    expect([end.getFullYear(), end.getMonth(), end.getDate(), end.getHours()]).toEqual([
      2030, 5, 15, 23,
    ]);
    expect(toCreateApiKey(values({ expires_on: '2030-06-15' })).expires_at).toBe(moment);
    expect(expiryMoment('')).toBeNull();
  });

  it('accepts the defaults with a name', async () => {
    expect(await check({})).toEqual({});
  });

  it('says what is wrong under each field, in the dialog’s words', async () => {
    expect((await check({ name: '  ' })).name?.message).toBe('Key Name is required');
    for (const rate of [0, 10_001, 1.5, Number.NaN]) {
      expect((await check({ rate_limit_per_hour: rate })).rate_limit_per_hour?.message).toBe(
        RATE_LIMIT_MESSAGE,
      );
    }
    expect((await check({ session_timeout_seconds: 60 })).session_timeout_seconds?.message).toMatch(
      /30, 60, 120, 240 minutes/,
    );
    expect((await check({ allowed_domains: ['not a domain!'] })).allowed_domains?.message).toMatch(
      /host name like acme.com/,
    );
  });

  it('accepts the largest and smallest rate limits and every timeout', async () => {
    for (const rate of [1, 10_000]) expect(await check({ rate_limit_per_hour: rate })).toEqual({});
    for (const timeout of [1800, 3600, 7200, 14400]) {
      expect(await check({ session_timeout_seconds: timeout })).toEqual({});
    }
  });
});
