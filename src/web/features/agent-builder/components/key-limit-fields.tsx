import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { API_KEY_LIMITS } from '../../../../shared/api-key-constants';
import { fieldClasses, FormField } from '../../../components/ui/form-field';
import type { ApiKeyFormValues } from '../lib/api-key-form';
import { SESSION_TIMEOUT_OPTIONS } from '../lib/api-key-text';

/** Today as a date input reads it (YYYY-MM-DD, the owner's own calendar). */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Rate limit, session timeout and expiry of a new key (spec 02 §5, §9). */
export function KeyLimitFields({
  register,
  errors,
}: {
  register: UseFormRegister<ApiKeyFormValues>;
  errors: FieldErrors<ApiKeyFormValues>;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        id="api-key-rate-limit"
        label="Rate limit (requests per hour)"
        hint={`From ${API_KEY_LIMITS.rateMin} to ${API_KEY_LIMITS.rateMax.toLocaleString('en-US')}.`}
        error={errors.rate_limit_per_hour?.message}
      >
        {(control) => (
          <input
            {...control}
            {...register('rate_limit_per_hour', { valueAsNumber: true })}
            type="number"
            inputMode="numeric"
            min={API_KEY_LIMITS.rateMin}
            max={API_KEY_LIMITS.rateMax}
            step={1}
            className={fieldClasses}
          />
        )}
      </FormField>
      <FormField
        id="api-key-session-timeout"
        label="Session timeout"
        error={errors.session_timeout_seconds?.message}
      >
        {(control) => (
          <select
            {...control}
            {...register('session_timeout_seconds', { setValueAs: Number })}
            className={fieldClasses}
          >
            {SESSION_TIMEOUT_OPTIONS.map(({ seconds, label }) => (
              <option key={seconds} value={seconds}>
                {label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        id="api-key-expiry"
        label="Expiry date (optional)"
        hint="The key stops working at the end of this day. Leave empty to keep it until revoked."
        error={errors.expires_on?.message}
        className="sm:col-span-2"
      >
        {(control) => (
          <input
            {...control}
            {...register('expires_on')}
            type="date"
            min={today()}
            className={fieldClasses}
          />
        )}
      </FormField>
    </div>
  );
}
