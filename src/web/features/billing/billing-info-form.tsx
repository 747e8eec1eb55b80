import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import {
  BillingInfoInputSchema,
  type BillingInfo,
  type BillingInfoInput,
} from '../../../shared/schemas/billing-info';
import { Button } from '../../components/ui/button';
import { fieldClasses, FormField } from '../../components/ui/form-field';
import { RequestError } from '../../components/request-error';
import { setServerFieldErrors } from '../../lib/field-errors';
import { useSaveBillingInfo } from './api/billing-info';
import {
  BILLING_COUNTRY_OPTIONS,
  BILLING_FIELD_NAMES,
  BILLING_TEXT_FIELDS,
  toBillingValues,
  type BillingInfoValues,
} from './billing-info-fields';

/** The Billing Info tab's form: what invoices are made out to, checked by the server's schema. */
export function BillingInfoForm({ initial }: { initial: BillingInfo }) {
  const id = useId();
  const form = useForm<BillingInfoValues, unknown, BillingInfoInput>({
    defaultValues: toBillingValues(initial),
    resolver: zodResolver(BillingInfoInputSchema),
  });
  const mutation = useSaveBillingInfo();
  const { errors } = form.formState;

  const save = form.handleSubmit(
    (body) =>
      mutation.mutate(body, {
        onSuccess: (saved) => form.reset(toBillingValues(saved.billing_info)),
        onError: (error) => {
          const [first] = setServerFieldErrors(error, BILLING_FIELD_NAMES, form.setError);
          if (first) form.setFocus(first);
        },
      }),
    () => mutation.reset(),
  );
  const saved = mutation.isSuccess && !form.formState.isDirty;
  // A refusal shown at its field needs no second telling above the button.
  const shownAtField = Object.values(errors).some((error) => error?.type === 'server');

  return (
    <form noValidate aria-label="Billing information" onSubmit={save} className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2">
        {BILLING_TEXT_FIELDS.map((field) => (
          <FormField
            key={field.name}
            id={`${id}-${field.name}`}
            label={field.label}
            error={errors[field.name]?.message}
          >
            {(control) => (
              <input
                {...control}
                {...form.register(field.name)}
                type={field.type ?? 'text'}
                autoComplete={field.autoComplete}
                maxLength={field.max}
                className={fieldClasses}
              />
            )}
          </FormField>
        ))}
        <FormField id={`${id}-country`} label="Country" error={errors.country?.message}>
          {(control) => (
            <select
              {...control}
              {...form.register('country')}
              autoComplete="country"
              className={fieldClasses}
            >
              <option value="">Select a country</option>
              {BILLING_COUNTRY_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      {mutation.isError && !shownAtField && (
        <RequestError
          error={mutation.error}
          fallback="Failed to update billing information. Please try again."
          className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800"
        />
      )}
      <div role="status">
        {saved && (
          <p className="rounded-lg border border-green-200 bg-green-50 p-4 text-green-800">
            Billing information updated successfully
          </p>
        )}
      </div>
      <Button type="submit" disabled={mutation.isPending}>
        <Save aria-hidden className="size-4" />
        {mutation.isPending ? 'Saving…' : 'Save Billing Information'}
      </Button>
    </form>
  );
}
