import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { PROFILE_LIMITS } from '../../../shared/constants';
import { FormField, readOnlyFieldClasses } from '../../components/ui/form-field';
import { ProfileCountrySelect } from './profile-country-select';
import { ProfileTextField } from './profile-text-field';
import type { ProfileFieldName, ProfileFormValues } from './profile-values';

/** The profile's controls: one column on a phone, two side by side on wider screens. */
export function ProfileFields({
  idPrefix,
  email,
  register,
  errors,
}: {
  idPrefix: string;
  email: string;
  register: UseFormRegister<ProfileFormValues>;
  errors: FieldErrors<ProfileFormValues>;
}) {
  const text = (name: Exclude<ProfileFieldName, 'country'>) => ({
    id: `${idPrefix}-${name}`,
    registration: register(name),
    error: errors[name]?.message,
  });

  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
      <ProfileTextField
        label="Full Name"
        autoComplete="name"
        maxLength={PROFILE_LIMITS.name}
        required
        {...text('name')}
      />
      <FormField id={`${idPrefix}-email`} label="Email" hint="Email cannot be changed here">
        {(control) => (
          <input
            {...control}
            type="email"
            name="email"
            value={email}
            readOnly
            autoComplete="email"
            className={readOnlyFieldClasses}
          />
        )}
      </FormField>
      <ProfileTextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        maxLength={PROFILE_LIMITS.phone}
        {...text('phone')}
      />
      <ProfileTextField
        label="Company"
        autoComplete="organization"
        maxLength={PROFILE_LIMITS.text}
        {...text('company')}
      />
      <ProfileTextField
        label="Address"
        autoComplete="street-address"
        maxLength={PROFILE_LIMITS.text}
        className="md:col-span-2"
        {...text('address')}
      />
      <ProfileTextField
        label="City"
        autoComplete="address-level2"
        maxLength={PROFILE_LIMITS.text}
        {...text('city')}
      />
      <ProfileTextField
        label="ZIP Code"
        autoComplete="postal-code"
        maxLength={PROFILE_LIMITS.zipCode}
        {...text('zipCode')}
      />
      <ProfileCountrySelect
        id={`${idPrefix}-country`}
        registration={register('country')}
        error={errors.country?.message}
      />
    </div>
  );
}
