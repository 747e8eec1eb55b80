import {
  ProfileInputSchema,
  type Profile,
  type ProfileInput,
} from '../../../shared/schemas/profile';
import {
  firstErrorPerField,
  schemaIssues,
  serverFieldIssues,
  type FieldIssue,
} from '../../lib/field-errors';

/** The fields the form edits; e-mail is shown but never sent. */
export type ProfileFieldName = keyof ProfileInput;
export type ProfileFormValues = Record<ProfileFieldName, string>;
export type ProfileFieldErrors = Partial<Record<ProfileFieldName, string>>;

const FIELD_NAMES: readonly ProfileFieldName[] = [
  'name',
  'phone',
  'company',
  'address',
  'city',
  'zipCode',
  'country',
];

const isFieldName = (value: unknown): value is ProfileFieldName =>
  FIELD_NAMES.includes(value as ProfileFieldName);

/** The form's starting values from a loaded (or saved) profile. */
export function fromProfile(profile: Profile): ProfileFormValues {
  const { email: _email, ...values } = profile;
  return values;
}

/** The fallback when the profile could not be loaded: the account's name, the rest empty. */
export function fromAccount(account: { name: string }): ProfileFormValues {
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

const collect = (issues: readonly FieldIssue[]): ProfileFieldErrors =>
  firstErrorPerField(issues, isFieldName);

export type ValidationResult =
  { ok: true; body: ProfileInput } | { ok: false; errors: ProfileFieldErrors };

/** The same rules the server applies, so most mistakes never leave the browser. */
export function validateProfile(values: ProfileFormValues): ValidationResult {
  const result = ProfileInputSchema.safeParse(values);
  if (result.success) return { ok: true, body: result.data };
  return { ok: false, errors: collect(schemaIssues(result.error.issues)) };
}

export const serverFieldErrors = (error: unknown): ProfileFieldErrors =>
  collect(serverFieldIssues(error));

export const firstInvalidField = (errors: ProfileFieldErrors) =>
  FIELD_NAMES.find((name) => errors[name]);
