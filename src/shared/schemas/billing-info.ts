import { z } from 'zod';
import { BILLING_COUNTRIES, BILLING_LIMITS } from '../constants';

const text = (label: string, max: number = BILLING_LIMITS.text) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).default('');

/**
 * What the Billing Info tab saves (spec 02 §3 "Billing info"). All fields may stay empty
 * until an invoice needs them; the server also checks the VAT number's shape for the country.
 */
export const BillingInfoInputSchema = z.object({
  name: text('Name'),
  fiscal_number: text('Fiscal Number / VAT ID', BILLING_LIMITS.fiscalNumber),
  email: z
    .union([z.email('Email must be a valid e-mail address').max(254), z.literal('')])
    .default(''),
  phone: text('Phone', BILLING_LIMITS.phone).pipe(
    z.string().regex(/^[+()\d\s.-]*$/, 'Phone may contain digits, spaces and + ( ) . - only'),
  ),
  address_line1: text('Address line 1'),
  address_line2: text('Address line 2'),
  city: text('City'),
  postal_code: text('Postal code', BILLING_LIMITS.postalCode),
  state: text('State'),
  country: z
    .union([z.enum(BILLING_COUNTRIES), z.literal('')], {
      message: `Country must be one of ${BILLING_COUNTRIES.join(', ')}`,
    })
    .default(''),
});
export type BillingInfoInput = z.infer<typeof BillingInfoInputSchema>;

/** The billing information as stored; empty strings where nothing was given. */
export const BillingInfoSchema = z.object({
  name: z.string(),
  fiscal_number: z.string(),
  email: z.string(),
  phone: z.string(),
  address_line1: z.string(),
  address_line2: z.string(),
  city: z.string(),
  postal_code: z.string(),
  state: z.string(),
  country: z.string(),
});
export type BillingInfo = z.infer<typeof BillingInfoSchema>;

export const BillingInfoSavedSchema = z.object({
  message: z.string(),
  billing_info: BillingInfoSchema,
});
