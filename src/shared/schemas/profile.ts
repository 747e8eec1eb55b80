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

/** A profile as read: an account made without a name has none yet; only saving needs one. */
export const ProfileSchema = ProfileInputSchema.extend({ name: z.string(), email: z.string() });
export type Profile = z.infer<typeof ProfileSchema>;

export const ProfileSavedSchema = z.object({ message: z.string(), profile: ProfileSchema });
