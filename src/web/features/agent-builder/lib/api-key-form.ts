import type { FieldError, FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import { API_KEY_LIMITS, API_KEY_SESSION_TIMEOUTS } from '../../../../shared/api-key-constants';
import { CreateApiKeySchema, type CreateApiKey } from '../../../../shared/schemas/api-keys';
import { firstMessage } from '../../../lib/field-errors';
import { bodyResolver } from './body-resolver';

export type ApiKeyType = NonNullable<CreateApiKey['key_type']>;

/** The Create API Key dialog as its controls hold it (domain rows may be blank). */
export interface ApiKeyFormValues {
  name: string;
  key_type: ApiKeyType;
  allowed_domains: string[];
  rate_limit_per_hour: number;
  session_timeout_seconds: number;
  /** A date input's value, YYYY-MM-DD; '' = the key never expires. */
  expires_on: string;
}

export const API_KEY_FIELD_NAMES = [
  'name',
  'key_type',
  'allowed_domains',
  'rate_limit_per_hour',
  'session_timeout_seconds',
  'expires_on',
] as const satisfies readonly (keyof ApiKeyFormValues)[];

/** Spec 02 §9: a live key, 100 requests an hour, sessions of an hour, all domains. */
export const apiKeyFormDefaults = (): ApiKeyFormValues => ({
  name: '',
  key_type: 'live',
  allowed_domains: [''],
  rate_limit_per_hour: API_KEY_LIMITS.rateDefault,
  session_timeout_seconds: API_KEY_LIMITS.sessionTimeoutDefault,
  expires_on: '',
});

/** The key expires at the end of the chosen day, in the owner's own time zone. */
export function expiryMoment(day: string): string | null {
  if (!day) return null;
  const end = new Date(`${day}T23:59:59`);
  return Number.isNaN(end.getTime()) ? null : end.toISOString();
}

/** The POST body: name trimmed, blank domain rows dropped (empty = every domain). */
export function toCreateApiKey(values: ApiKeyFormValues): CreateApiKey {
  const expiresAt = expiryMoment(values.expires_on);
  return {
    name: values.name.trim(),
    key_type: values.key_type,
    allowed_domains: values.allowed_domains.map((row) => row.trim()).filter(Boolean),
    rate_limit_per_hour: values.rate_limit_per_hour,
    session_timeout_seconds: values.session_timeout_seconds,
    ...(expiresAt ? { expires_at: expiresAt } : {}),
  };
}

/** Create is offered once the name has more than blanks (spec 02 §5). */
export const canCreateKey = (name: string) => name.trim().length > 0;

export const RATE_LIMIT_MESSAGE = `Rate limit must be a whole number from ${API_KEY_LIMITS.rateMin} to ${API_KEY_LIMITS.rateMax}`;

/** The API's messages name its fields; two read better in the dialog's own words. */
const FRIENDLIER: Partial<Record<string, string>> = {
  rate_limit_per_hour: RATE_LIMIT_MESSAGE,
  session_timeout_seconds: `Choose a session timeout of ${API_KEY_SESSION_TIMEOUTS.map((s) => s / 60).join(', ')} minutes`,
  expires_at: 'Choose a day from today on',
};
type SchemaInput = z.input<typeof CreateApiKeySchema>;

/** One message per dialog field; the schema's expires_at is the form's expires_on. */
function fieldLevel(errors: FieldErrors<SchemaInput>): FieldErrors<ApiKeyFormValues> {
  const shown: Partial<Record<keyof ApiKeyFormValues, FieldError>> = {};
  for (const [field, error] of Object.entries(errors)) {
    const message = FRIENDLIER[field] ?? firstMessage(error);
    const name = field === 'expires_at' ? 'expires_on' : field;
    if (message && (API_KEY_FIELD_NAMES as readonly string[]).includes(name)) {
      shown[name as keyof ApiKeyFormValues] = { type: 'schema', message };
    }
  }
  return shown;
}

/** The API's own rules (CreateApiKeySchema), checked on the body that would be sent. */
export const apiKeyResolver = bodyResolver(CreateApiKeySchema, toCreateApiKey, fieldLevel);
