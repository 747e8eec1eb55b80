import { z } from 'zod';
import { CONTACT_CATEGORIES, CONTACT_LIMITS } from '../../../shared/constants';
import { RequestInfoSchema } from '../../../shared/schemas/contact';

/**
 * The server's schema for the form, with the address only required here: the form shows one
 * line for missing fields, and a refused address in the server's own words.
 */
export const ContactFormSchema = RequestInfoSchema.extend({
  email: z.string().trim().min(1, 'Email is required'),
});

/** What the contact form holds while the user types. */
export type ContactValues = z.input<typeof ContactFormSchema>;

/** The fields in form order: a refused one that comes first is the one focused. */
export const CONTACT_FIELD_NAMES = ['name', 'email', 'subject', 'category', 'message'] as const;

export const EMPTY_CONTACT: ContactValues = {
  name: '',
  email: '',
  subject: '',
  category: 'general',
  message: '',
};

/** Who is writing, when they are signed in. */
export interface ContactPerson {
  name: string;
  email: string;
}

/**
 * The form's first values: the signed-in person's name and e-mail (they may still change
 * them), and a category and subject another page asked for (if valid).
 */
export function contactStartFrom(
  params: URLSearchParams,
  person: ContactPerson | null = null,
): ContactValues {
  const category = params.get('category') ?? '';
  const known = (CONTACT_CATEGORIES as readonly string[]).includes(category);
  return {
    ...EMPTY_CONTACT,
    name: (person?.name ?? '').slice(0, CONTACT_LIMITS.name),
    email: (person?.email ?? '').slice(0, CONTACT_LIMITS.email),
    category: known ? (category as ContactValues['category']) : EMPTY_CONTACT.category,
    subject: (params.get('subject') ?? '').slice(0, CONTACT_LIMITS.subject),
  };
}
