import { fieldClasses, FormField } from '../../components/ui/form-field';
import { PROFILE_COUNTRY_OPTIONS } from './profile-countries';

/** The country select: empty until chosen, then one of the supported codes. */
export function ProfileCountrySelect({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  return (
    <FormField id={id} label="Country" error={error}>
      {(control) => (
        <select
          {...control}
          name="country"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete="country"
          className={fieldClasses}
        >
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
