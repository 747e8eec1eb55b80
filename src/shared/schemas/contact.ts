import { z } from 'zod';
import { CONTACT_CATEGORIES, CONTACT_LIMITS, QUOTE_PLANS } from '../constants';

const requiredText = (label: string, max: number) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const email = z
  .string({ message: 'Email is required' })
  .trim()
  .toLowerCase()
  .max(CONTACT_LIMITS.email, 'Email is too long')
  .pipe(z.email({ message: 'Email must be a valid e-mail address' }));

export const ContactCategorySchema = z.enum(CONTACT_CATEGORIES, {
  message: `Category must be one of: ${CONTACT_CATEGORIES.join(', ')}`,
});

export const RequestInfoSchema = z.object({
  name: requiredText('Name', CONTACT_LIMITS.name),
  email,
  subject: requiredText('Subject', CONTACT_LIMITS.subject),
  category: ContactCategorySchema.default('general'),
  message: requiredText('Message', CONTACT_LIMITS.message),
});
export type RequestInfo = z.infer<typeof RequestInfoSchema>;

export const QuotePlanSchema = z.enum(QUOTE_PLANS, {
  message: `Plan must be one of: ${QUOTE_PLANS.join(', ')}`,
});

export const RequestQuoteSchema = z.object({
  name: requiredText('Name', CONTACT_LIMITS.name),
  email,
  company: requiredText('Company', CONTACT_LIMITS.company),
  plan: QuotePlanSchema,
  message: requiredText('Message', CONTACT_LIMITS.message),
});
export type RequestQuote = z.infer<typeof RequestQuoteSchema>;

/** What the server answers once a contact request is safely stored. */
export const ContactReceiptSchema = z.object({
  id: z.string(),
  status: z.literal('received'),
  message: z.string(),
});
export type ContactReceipt = z.infer<typeof ContactReceiptSchema>;
