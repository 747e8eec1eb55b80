import type { z } from 'zod';
import { BILLING_COUNTRIES, BILLING_LIMITS } from '../../../shared/constants';
import type { BillingInfo, BillingInfoInputSchema } from '../../../shared/schemas/billing-info';

export type BillingInfoValues = z.input<typeof BillingInfoInputSchema>;
type TextName = Exclude<keyof BillingInfo, 'country'>;

/** The Billing Info fields in form order (spec 02 §2), with their labels and browser hints. */
export const BILLING_TEXT_FIELDS: Array<{
  name: TextName;
  label: string;
  autoComplete: string;
  max: number;
  type?: 'email' | 'tel';
}> = [
  { name: 'name', label: 'Name', autoComplete: 'organization', max: BILLING_LIMITS.text },
  {
    name: 'fiscal_number',
    label: 'Fiscal Number / VAT ID',
    autoComplete: 'off',
    max: BILLING_LIMITS.fiscalNumber,
  },
  { name: 'email', label: 'Email', autoComplete: 'email', max: 254, type: 'email' },
  {
    name: 'address_line1',
    label: 'Address line 1',
    autoComplete: 'address-line1',
    max: BILLING_LIMITS.text,
  },
  {
    name: 'address_line2',
    label: 'Address line 2',
    autoComplete: 'address-line2',
    max: BILLING_LIMITS.text,
  },
  { name: 'city', label: 'City', autoComplete: 'address-level2', max: BILLING_LIMITS.text },
  {
    name: 'postal_code',
    label: 'Postal Code',
    autoComplete: 'postal-code',
    max: BILLING_LIMITS.postalCode,
  },
  { name: 'phone', label: 'Phone', autoComplete: 'tel', max: BILLING_LIMITS.phone, type: 'tel' },
  { name: 'state', label: 'State', autoComplete: 'address-level1', max: BILLING_LIMITS.text },
];

export const BILLING_FIELD_NAMES = [
  ...BILLING_TEXT_FIELDS.map((field) => field.name),
  'country',
] as const;

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });
export const BILLING_COUNTRY_OPTIONS = BILLING_COUNTRIES.map((code) => ({
  value: code,
  label: countryNames.of(code) ?? code,
}));

const isBillingCountry = (code: string): code is (typeof BILLING_COUNTRIES)[number] =>
  (BILLING_COUNTRIES as readonly string[]).includes(code);

/** The stored information as form values: a country no longer offered shows as unset. */
export const toBillingValues = (info: BillingInfo): BillingInfoValues => ({
  ...info,
  country: isBillingCountry(info.country) ? info.country : '',
});
