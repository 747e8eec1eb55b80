import { Send } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { StatusMessage } from '../../components/ui/status-message';
import {
  CONTACT_LIMITS,
  CONTACT_SUCCESS_MS,
  SUPPORT_RESPONSE_HOURS,
} from '../../../shared/constants';
import { useRequestInfo } from './api/request-info';
import { CONTACT_CATEGORY_OPTIONS, type ContactCategory } from './contact-categories';
import {
  blankRequiredFields,
  EMPTY_CONTACT,
  toRequestBody,
  type ContactValues,
  type RequiredField,
} from './contact-values';
import { fieldClasses, FormField } from '../../components/ui/form-field';

/** The contact form: checks required fields, sends them, confirms and then starts afresh. */
export function ContactForm({ headingId }: { headingId: string }) {
  const id = useId();
  const fieldId = (name: keyof ContactValues) => `${id}-${name}`;
  const errorId = `${id}-error`;
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [missing, setMissing] = useState<readonly RequiredField[]>([]);
  const [sent, setSent] = useState(false);
  const mutation = useRequestInfo();
  const { reset } = mutation;

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => {
      setSent(false);
      setValues(EMPTY_CONTACT);
      reset();
    }, CONTACT_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [sent, reset]);

  function update<K extends keyof ContactValues>(name: K, value: ContactValues[K]) {
    setValues((current) => ({ ...current, [name]: value }));
    if (typeof value === 'string' && value.trim() !== '') {
      setMissing((current) => current.filter((field) => field !== name));
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending || sent) return;
    const body = toRequestBody(values);
    const blank = blankRequiredFields(body);
    setMissing(blank);
    if (blank.length > 0) {
      reset();
      return;
    }
    mutation.mutate(body, { onSuccess: () => setSent(true) });
  }

  const textProps = (name: RequiredField) => ({
    id: fieldId(name),
    name,
    value: values[name],
    'aria-required': true,
    'aria-invalid': missing.includes(name) || undefined,
    'aria-describedby': missing.includes(name) ? errorId : undefined,
    maxLength: CONTACT_LIMITS[name],
    className: fieldClasses,
  });

  return (
    <form noValidate aria-labelledby={headingId} onSubmit={handleSubmit} className="space-y-4">
      <p className="text-sm text-slate-700">Fields marked with an asterisk (*) are required.</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={fieldId('name')} label="Name" required>
          <input
            type="text"
            autoComplete="name"
            {...textProps('name')}
            onChange={(e) => update('name', e.target.value)}
          />
        </FormField>
        <FormField id={fieldId('email')} label="Email" required>
          <input
            type="email"
            autoComplete="email"
            {...textProps('email')}
            onChange={(e) => update('email', e.target.value)}
          />
        </FormField>
      </div>
      <FormField id={fieldId('subject')} label="Subject" required>
        <input
          type="text"
          {...textProps('subject')}
          onChange={(e) => update('subject', e.target.value)}
        />
      </FormField>
      <FormField id={fieldId('category')} label="Category">
        <select
          id={fieldId('category')}
          name="category"
          value={values.category}
          onChange={(e) => update('category', e.target.value as ContactCategory)}
          className={fieldClasses}
        >
          {CONTACT_CATEGORY_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id={fieldId('message')} label="Message" required>
        <textarea
          rows={6}
          {...textProps('message')}
          onChange={(e) => update('message', e.target.value)}
        />
      </FormField>

      {missing.length > 0 && (
        <div id={errorId}>
          <StatusMessage tone="error">Please fill in all required fields.</StatusMessage>
        </div>
      )}
      {mutation.isError && (
        <StatusMessage tone="error">
          We could not send your message: {mutation.error.message}
        </StatusMessage>
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
