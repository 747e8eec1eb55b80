import { z } from 'zod';
import { PROFILE_COUNTRIES, PROFILE_LIMITS } from '../constants';

const optionalText = (label: string, max: number) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).default('');

/** What /profile edits; e-mail is the account's and cannot be changed here. */
export const ProfileInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Full name is required')
    .max(PROFILE_LIMITS.name, `Full name must be at most ${PROFILE_LIMITS.name} characters`),
  phone: optionalText('Phone', PROFILE_LIMITS.phone).pipe(
    z.string().regex(/^[+()\d\s.-]*$/, 'Phone may contain digits, spaces and + ( ) . - only'),
  ),
  company: optionalText('Company', PROFILE_LIMITS.text),
  address: optionalText('Address', PROFILE_LIMITS.text),
  city: optionalText('City', PROFILE_LIMITS.text),
  zipCode: optionalText('ZIP code', PROFILE_LIMITS.zipCode),
  country: z
    .union([z.enum(PROFILE_COUNTRIES), z.literal('')], {
      message: `Country must be one of ${PROFILE_COUNTRIES.join(', ')}`,
    })
    .default(''),
});
export type ProfileInput = z.infer<typeof ProfileInputSchema>;

/**
 * The profile as the server sends it. Rules for what a person must type stay on the input
 * schema: a new account has no name yet, and reading it must not fail.
 */
export const ProfileSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  company: z.string(),
  address: z.string(),
  city: z.string(),
  zipCode: z.string(),
  country: z.string(),
});
export type Profile = z.infer<typeof ProfileSchema>;

/** GET /api/profile: the profile, and whether the account runs the server (the console). */
export const AccountProfileSchema = ProfileSchema.extend({ operator: z.boolean() });
export type AccountProfile = z.infer<typeof AccountProfileSchema>;

export const ProfileSavedSchema = z.object({ message: z.string(), profile: ProfileSchema });

/** Closing an account: the person types their account's e-mail to confirm. */
export const CloseAccountInputSchema = z.object({
  confirm_email: z
    .string()
    .trim()
    .min(1, "Type your account's e-mail address to confirm")
    .max(320, 'The e-mail address is too long'),
});
export type CloseAccountInput = z.infer<typeof CloseAccountInputSchema>;

export const AccountClosedSchema = z.object({
  closed_at: z.iso.datetime({ offset: true }),
  /** The day from which the account's data is deleted for good. */
  delete_after: z.iso.datetime({ offset: true }),
  message: z.string(),
});
export type AccountClosed = z.infer<typeof AccountClosedSchema>;
