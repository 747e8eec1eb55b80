import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import {
  CONTACT_LIMITS,
  CONTACT_SUCCESS_MS,
  SUPPORT_RESPONSE_HOURS,
} from '../../../shared/constants';
import type { RequestInfo } from '../../../shared/schemas/contact';
import { Button } from '../../components/ui/button';
import { fieldClasses, FormField } from '../../components/ui/form-field';
import { StatusMessage } from '../../components/ui/status-message';
import { setServerFieldErrors } from '../../lib/field-errors';
import { useRequestInfo } from './api/request-info';
import { CONTACT_CATEGORY_OPTIONS } from './contact-categories';
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
  const missingId = `${id}-error`;
  const failureId = `${id}-failure`;
  const form = useForm<ContactValues, unknown, RequestInfo>({
    defaultValues: start,
    resolver: zodResolver(ContactFormSchema),
  });
  const mutation = useRequestInfo();
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
        onError: (error) => setServerFieldErrors(error, CONTACT_FIELD_NAMES, form.setError),
      });
    },
    // A failure shown earlier does not describe what is missing now.
    () => resetMutation(),
  );

  const { errors } = form.formState;
  // The browser's check finds only blank fields (the inputs cap the lengths); the server's
  // refusals are explained by the failure message.
  const missing = Object.values(errors).some((error) => error?.type !== 'server');
  const textProps = (name: TextField) => {
    const error = errors[name];
    return {
      id: fieldId(name),
      ...form.register(name),
      'aria-required': true,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? (error.type === 'server' ? failureId : missingId) : undefined,
      maxLength: CONTACT_LIMITS[name],
      className: fieldClasses,
    };
  };

  return (
    <form noValidate aria-labelledby={headingId} onSubmit={send} className="space-y-4">
      <p className="text-sm text-slate-700">Fields marked with an asterisk (*) are required.</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={fieldId('name')} label="Name" required>
          <input type="text" autoComplete="name" {...textProps('name')} />
        </FormField>
        <FormField id={fieldId('email')} label="Email" required>
          <input type="email" autoComplete="email" {...textProps('email')} />
        </FormField>
      </div>
      <FormField id={fieldId('subject')} label="Subject" required>
        <input type="text" {...textProps('subject')} />
      </FormField>
      <FormField id={fieldId('category')} label="Category">
        <select id={fieldId('category')} {...form.register('category')} className={fieldClasses}>
          {CONTACT_CATEGORY_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id={fieldId('message')} label="Message" required>
        <textarea rows={6} {...textProps('message')} />
      </FormField>

      {missing && (
        <div id={missingId}>
          <StatusMessage tone="error">Please fill in all required fields.</StatusMessage>
        </div>
      )}
      {mutation.isError && (
        <div id={failureId}>
          <StatusMessage tone="error">
            We could not send your message: {mutation.error.message}
          </StatusMessage>
        </div>
      )}
      <div role="status">
        {sent && (
          <div className="rounded-lg border border-green-200 bg-green-50 p-4 text-green-800">
            <p className="font-medium">Thank you! Your message has been sent.</p>
            <p className="mt-1">We will reply within {SUPPORT_RESPONSE_HOURS} hours.</p>
          </div>
        )}
      </div>

      <Button type="submit" disabled={mutation.isPending || sent} className="w-full sm:w-auto">
        <Send aria-hidden className="size-4" />
        {mutation.isPending ? 'Sending…' : 'Send message'}
      </Button>
    </form>
  );
}
