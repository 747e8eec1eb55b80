import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { CONTACT_LIMITS, CONTACT_SUCCESS_MS } from '../../../shared/constants';
import type { RequestInfo } from '../../../shared/schemas/contact';
import { Button } from '../../components/ui/button';
import { fieldClasses, FormField, type ControlProps } from '../../components/ui/form-field';
import { setServerFieldErrors } from '../../lib/field-errors';
import { useRequestInfo } from './api/request-info';
import { CONTACT_CATEGORY_OPTIONS } from './contact-categories';
import { ContactFormFeedback } from './contact-form-feedback';
import {
  CONTACT_FIELD_NAMES,
  ContactFormSchema,
  EMPTY_CONTACT,
  type ContactValues,
} from './contact-values';

type TextField = 'name' | 'email' | 'subject' | 'message';

/** The contact form: checks required fields, sends them, confirms and then starts afresh. */
export function ContactForm({
  headingId,
  start = EMPTY_CONTACT,
}: {
  headingId: string;
  /** What the form starts with (and returns to after sending). */
  start?: ContactValues;
}) {
  const id = useId();
  const fieldId = (name: keyof ContactValues) => `${id}-${name}`;
  const form = useForm<ContactValues, unknown, RequestInfo>({
    defaultValues: start,
    resolver: zodResolver(ContactFormSchema),
  });
  const mutation = useRequestInfo();
  const [failureNamedFields, setFailureNamedFields] = useState(false);
  const { reset: resetMutation } = mutation;
  const sent = mutation.isSuccess;

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => {
      form.reset();
      resetMutation();
    }, CONTACT_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [sent, form, resetMutation]);

  const send = form.handleSubmit(
    (body) => {
      if (mutation.isPending || sent) return;
      mutation.mutate(body, {
        onError: (error) => {
          const [first] = setServerFieldErrors(error, CONTACT_FIELD_NAMES, form.setError);
          setFailureNamedFields(first !== undefined);
          if (first) form.setFocus(first);
        },
      });
    },
    // A failure shown earlier does not describe what is missing now.
    () => resetMutation(),
  );

  const { errors } = form.formState;
  const errorOf = (name: keyof ContactValues) => errors[name]?.message;
  // Each field says what is wrong with it under itself (the inputs cap the lengths).
  const textProps = (name: TextField, control: ControlProps) => ({
    ...control,
    ...form.register(name),
    'aria-required': true,
    maxLength: CONTACT_LIMITS[name],
    className: fieldClasses,
  });

  return (
    <form noValidate aria-labelledby={headingId} onSubmit={send} className="space-y-4">
      <p className="text-sm text-slate-700">Fields marked with an asterisk (*) are required.</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={fieldId('name')} label="Name" required error={errorOf('name')}>
          {(control) => <input type="text" autoComplete="name" {...textProps('name', control)} />}
        </FormField>
        <FormField id={fieldId('email')} label="Email" required error={errorOf('email')}>
          {(control) => (
            <input type="email" autoComplete="email" {...textProps('email', control)} />
          )}
        </FormField>
      </div>
      <FormField id={fieldId('subject')} label="Subject" required error={errorOf('subject')}>
        {(control) => <input type="text" {...textProps('subject', control)} />}
      </FormField>
      <FormField id={fieldId('category')} label="Category" error={errorOf('category')}>
        {(control) => (
          <select {...control} {...form.register('category')} className={fieldClasses}>
            {CONTACT_CATEGORY_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id={fieldId('message')} label="Message" required error={errorOf('message')}>
        {(control) => <textarea rows={6} {...textProps('message', control)} />}
      </FormField>

      <ContactFormFeedback
        errors={errors}
        failure={mutation.error}
        failureNamedFields={failureNamedFields}
        sent={sent}
      />

      <Button type="submit" disabled={mutation.isPending || sent} className="w-full sm:w-auto">
        <Send aria-hidden className="size-4" />
        {mutation.isPending ? 'Sending…' : 'Send message'}
      </Button>
    </form>
  );
}
