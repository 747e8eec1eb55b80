import type { RequestInfo } from '../../../shared/schemas/contact';
import type { ContactCategory } from './contact-categories';

/** What the contact form holds while the user types. */
export interface ContactValues {
  name: string;
  email: string;
  subject: string;
  category: ContactCategory;
  message: string;
}

export type RequiredField = 'name' | 'email' | 'subject' | 'message';

export const REQUIRED_FIELDS: readonly RequiredField[] = ['name', 'email', 'subject', 'message'];

export const EMPTY_CONTACT: ContactValues = {
  name: '',
  email: '',
  subject: '',
  category: 'general',
  message: '',
};

/** The request body: every text trimmed, the category code unchanged. */
export function toRequestBody(values: ContactValues): RequestInfo {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    subject: values.subject.trim(),
    category: values.category,
    message: values.message.trim(),
  };
}

/** Required fields that are empty once trimmed. */
export function blankRequiredFields(body: RequestInfo): RequiredField[] {
  return REQUIRED_FIELDS.filter((field) => body[field] === '');
}
