import { Save } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { StatusMessage } from '../../components/ui/status-message';
import { ApiError } from '../../lib/api-client';
import { useUpdateProfile } from './api/update-profile';
import { ProfileFields } from './profile-fields';
import {
  firstInvalidField,
  fromProfile,
  serverFieldErrors,
  validateProfile,
  type ProfileFieldErrors,
  type ProfileFieldName,
  type ProfileFormValues,
} from './profile-values';

/** The profile form: checks the fields like the server does, saves them and confirms. */
export function ProfileForm({
  email,
  initialValues,
  headingId,
}: {
  email: string;
  initialValues: ProfileFormValues;
  headingId: string;
}) {
  const idPrefix = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<ProfileFieldErrors>({});
  const mutation = useUpdateProfile();

  function focusFirstError(fieldErrors: ProfileFieldErrors) {
    const name = firstInvalidField(fieldErrors);
    const control = name && formRef.current?.elements.namedItem(name);
    if (control instanceof HTMLElement) control.focus();
  }

  function update(name: ProfileFieldName, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _cleared, ...rest }) => rest);
    // A confirmation next to unsaved edits would claim more than is true.
    if (mutation.isSuccess) mutation.reset();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending) return;
    const result = validateProfile(values);
    if (!result.ok) {
      mutation.reset();
      setErrors(result.errors);
      focusFirstError(result.errors);
      return;
    }
    setErrors({});
    mutation.mutate(result.body, {
      onSuccess: (saved) => setValues(fromProfile(saved.profile)),
      onError: (error) => {
        const fieldErrors = serverFieldErrors(error);
        setErrors(fieldErrors);
        focusFirstError(fieldErrors);
      },
    });
  }

  const serverMessage = mutation.error instanceof ApiError ? mutation.error.message : undefined;

  return (
    <form
      ref={formRef}
      noValidate
      aria-labelledby={headingId}
      onSubmit={handleSubmit}
      className="space-y-6"
    >
      <p className="text-sm text-slate-700">Fields marked with an asterisk (*) are required.</p>
      <ProfileFields
        idPrefix={idPrefix}
        email={email}
        values={values}
        errors={errors}
        onChange={update}
      />

      {mutation.isError && (
        <StatusMessage tone="error">
          <p>Failed to update profile. Please try again.</p>
          {serverMessage && <p className="mt-1 text-sm">{serverMessage}</p>}
        </StatusMessage>
      )}
      <div role="status">
        {mutation.isSuccess && (
          <p className="rounded-lg border border-green-200 bg-green-50 p-4 text-green-800">
            Profile updated successfully!
          </p>
        )}
      </div>

      <Button type="submit" disabled={mutation.isPending} className="w-full sm:w-auto">
        <Save aria-hidden className="size-4" />
        {mutation.isPending ? 'Saving…' : 'Save Changes'}
      </Button>
    </form>
  );
}
