import { describe, expect, it } from 'vitest';
import { ProfileInputSchema, ProfileSchema } from '../../../shared/schemas/profile';
import { PROFILE_COUNTRY_OPTIONS } from './profile-countries';
import { fromAccount, fromProfile, PROFILE_FIELD_NAMES } from './profile-values';

describe('profile values', () => {
  it('drops the e-mail from a loaded profile', () => {
    const profile = {
      ...fromAccount({ name: 'Pat' }),
      email: 'pat@example.com',
      country: 'PT' as const,
    };
    expect(fromProfile(profile)).not.toHaveProperty('email');
    expect(Object.keys(fromProfile(profile)).sort()).toEqual([...PROFILE_FIELD_NAMES].sort());
  });

  it('reads a profile without a name (a new account), and saving asks for one', () => {
    const nameless = { ...fromAccount({ name: '' }), email: 'pat@example.com' };
    expect(ProfileSchema.safeParse(nameless).success).toBe(true);
    const saving = ProfileInputSchema.safeParse(fromProfile(nameless));
    expect(saving.error?.issues).toEqual([
      expect.objectContaining({ path: ['name'], message: 'Full name is required' }),
    ]);
  });

  it('names every country in English', () => {
    expect(PROFILE_COUNTRY_OPTIONS).toHaveLength(12);
    expect(PROFILE_COUNTRY_OPTIONS).toContainEqual({ value: 'GB', label: 'United Kingdom' });
  });
});
