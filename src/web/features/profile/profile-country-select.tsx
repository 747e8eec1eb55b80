import type { UseFormRegisterReturn } from 'react-hook-form';
import { fieldClasses, FormField } from '../../components/ui/form-field';
import { PROFILE_COUNTRY_OPTIONS } from './profile-countries';

/** The country select: empty until chosen, then one of the supported codes. */
export function ProfileCountrySelect({
  id,
  registration,
  error,
}: {
  id: string;
  /** The form's binding of `country` (react-hook-form's register). */
  registration: UseFormRegisterReturn<'country'>;
  error?: string;
}) {
  return (
    <FormField id={id} label="Country" error={error}>
      {(control) => (
        <select {...control} {...registration} autoComplete="country" className={fieldClasses}>
          <option value="">Select a country</option>
          {PROFILE_COUNTRY_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
