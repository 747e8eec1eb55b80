import { PROFILE_COUNTRIES } from '../../../shared/constants';

export type ProfileCountry = (typeof PROFILE_COUNTRIES)[number];

/** English names for the country codes the profile accepts. */
export const PROFILE_COUNTRY_NAMES: Record<ProfileCountry, string> = {
  US: 'United States',
  CA: 'Canada',
  GB: 'United Kingdom',
  DE: 'Germany',
  FR: 'France',
  ES: 'Spain',
  IT: 'Italy',
  PT: 'Portugal',
  BR: 'Brazil',
  AU: 'Australia',
  JP: 'Japan',
  IN: 'India',
};

/** The select's options, alphabetical by name so people can scan for theirs. */
export const PROFILE_COUNTRY_OPTIONS = PROFILE_COUNTRIES.map((value) => ({
  value,
  label: PROFILE_COUNTRY_NAMES[value],
})).sort((a, b) => a.label.localeCompare(b.label, 'en'));
