import type { z } from 'zod';
import type { Profile, ProfileInputSchema } from '../../../shared/schemas/profile';

/** What the form holds: the fields ProfileInputSchema takes. E-mail is shown, never sent. */
export type ProfileFormValues = z.input<typeof ProfileInputSchema>;
export type ProfileFieldName = keyof ProfileFormValues;

/** Form order: a refused field that comes first is the one focused. */
export const PROFILE_FIELD_NAMES: readonly ProfileFieldName[] = [
  'name',
  'phone',
  'company',
  'address',
  'city',
  'zipCode',
  'country',
];

/**
 * The form's starting values from a loaded (or saved) profile. A stored country is kept as it
 * is, even one no longer offered: saving then says so, instead of dropping it unseen.
 */
export function fromProfile(profile: Profile): Required<ProfileFormValues> {
  const { email: _email, country, ...values } = profile;
  return { ...values, country: country as Required<ProfileFormValues>['country'] };
}

/** The fallback when the profile could not be loaded: the account's name, the rest empty. */
export function fromAccount(account: { name: string }): Required<ProfileFormValues> {
  return {
    name: account.name,
    phone: '',
    company: '',
    address: '',
    city: '',
    zipCode: '',
    country: '',
  };
}
