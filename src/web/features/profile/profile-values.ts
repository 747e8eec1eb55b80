import {
  ProfileInputSchema,
  type Profile,
  type ProfileInput,
} from '../../../shared/schemas/profile';
import { ApiError } from '../../lib/api-client';

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

/** The first message per field; later ones about the same field add little. */
function collect(issues: readonly { field: unknown; message: string }[]): ProfileFieldErrors {
  const errors: ProfileFieldErrors = {};
  for (const { field, message } of issues) {
    if (isFieldName(field) && !errors[field]) errors[field] = message;
  }
  return errors;
}

export type ValidationResult =
  { ok: true; body: ProfileInput } | { ok: false; errors: ProfileFieldErrors };

/** The same rules the server applies, so most mistakes never leave the browser. */
export function validateProfile(values: ProfileFormValues): ValidationResult {
  const result = ProfileInputSchema.safeParse(values);
  if (result.success) return { ok: true, body: result.data };
  const issues = result.error.issues.map((issue) => ({
    field: issue.path[0],
    message: issue.message,
  }));
  return { ok: false, errors: collect(issues) };
}

/** Field errors of a 400 answer, whose details.issues carry paths such as 'body.name'. */
export function serverFieldErrors(error: unknown): ProfileFieldErrors {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const issues = (error.details as { issues?: unknown } | undefined)?.issues;
  if (!Array.isArray(issues)) return {};
  return collect(
    issues
      .filter(
        (issue): issue is { path: string; message: string } =>
          typeof issue?.path === 'string' && typeof issue?.message === 'string',
      )
      .map((issue) => ({ field: issue.path.replace(/^body\./, ''), message: issue.message })),
  );
}

export const firstInvalidField = (errors: ProfileFieldErrors) =>
  FIELD_NAMES.find((name) => errors[name]);
