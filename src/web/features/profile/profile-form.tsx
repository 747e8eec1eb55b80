import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  ProfileInputSchema,
  type Profile,
  type ProfileInput,
} from '../../../shared/schemas/profile';
import { RequestError } from '../../components/request-error';
import { Button } from '../../components/ui/button';
import { setServerFieldErrors } from '../../lib/field-errors';
import { useUpdateProfile } from './api/update-profile';
import { ProfileFields } from './profile-fields';
import { fromProfile, PROFILE_FIELD_NAMES, type ProfileFormValues } from './profile-values';

const FAILURE_CLASSES = 'rounded-lg border border-red-200 bg-red-50 p-4 text-red-800';

/** The profile form: checks the fields with the server's schema, saves them and confirms. */
export function ProfileForm({
  email,
  initialValues,
  headingId,
  onSaved,
}: {
  email: string;
  initialValues: ProfileFormValues;
  headingId: string;
  /** After a save, with the profile as stored (the app shows the new name elsewhere). */
  onSaved?: (profile: Profile) => void;
}) {
  const idPrefix = useId();
  const form = useForm<ProfileFormValues, unknown, ProfileInput>({
    defaultValues: initialValues,
    resolver: zodResolver(ProfileInputSchema),
  });
  const mutation = useUpdateProfile();
  const [fieldsRefused, setFieldsRefused] = useState(false);

  const save = form.handleSubmit(
    (body) => {
      if (mutation.isPending) return;
      mutation.mutate(body, {
        onSuccess: (saved) => {
          form.reset(fromProfile(saved.profile));
          onSaved?.(saved.profile);
        },
        onError: (error) => {
          const [first] = setServerFieldErrors(error, PROFILE_FIELD_NAMES, form.setError);
          setFieldsRefused(first !== undefined);
          if (first) form.setFocus(first);
        },
      });
    },
    // An earlier outcome does not describe what is now refused.
    () => mutation.reset(),
  );

  const marked = Object.values(form.formState.errors).some((error) => error?.type === 'server');
  // Shown while the form holds what was saved: an edit would make it claim more than is true.
  const saved = mutation.isSuccess && !form.formState.isDirty;

  return (
    <form noValidate aria-labelledby={headingId} onSubmit={save} className="space-y-6">
      <p className="text-sm text-slate-700">Fields marked with an asterisk (*) are required.</p>
      <ProfileFields
        idPrefix={idPrefix}
        email={email}
        register={form.register}
        errors={form.formState.errors}
      />

      {mutation.isError && !fieldsRefused && (
        <RequestError
          error={mutation.error}
          fallback="Failed to update profile. Please try again."
          className={FAILURE_CLASSES}
        />
      )}
      {/* Refused fields say why under themselves; the answer's own sentence names a path. */}
      {mutation.isError && fieldsRefused && marked && (
        <p role="alert" className={FAILURE_CLASSES}>
          Your profile was not saved: please correct the marked fields.
        </p>
      )}
      <div role="status">
        {saved && (
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
