import { z } from 'zod';
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
