import type { BillingConfig } from '../../../billing-config';
import { DomainError } from '../../../domain-error';

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** "PT" as people read it on an invoice: "Portugal" (an unknown code stays as given). */
export function countryName(code: string): string {
  const upper = code.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(upper)) return code;
  try {
    return countryNames.of(upper) ?? upper;
  } catch {
    return upper;
  }
}

/**
 * The seller's country: INVOICE_SELLER_COUNTRY, else the prefix of an EU VAT number
 * (Greece's numbers start EL).
 */
export function sellerCountry(seller: BillingConfig['seller']): string {
  const set = seller.country.trim().toUpperCase();
  if (set) return set;
  const prefix = seller.fiscalNumber.trim().slice(0, 2).toUpperCase();
  if (!/^[A-Z]{2}$/.test(prefix)) return '';
  return prefix === 'EL' ? 'GR' : prefix;
}

/**
 * Refuses to issue an invoice that would not be a valid one: a seller without a name, an
 * address, a VAT number or a country. The sentence is for the operator, who can fix it.
 */
export function assertSellerComplete(seller: BillingConfig['seller']) {
  const missing = [
    !seller.name.trim() && 'INVOICE_SELLER_NAME',
    seller.addressLines.length === 0 && 'INVOICE_SELLER_ADDRESS',
    !seller.fiscalNumber.trim() && 'INVOICE_SELLER_VAT',
    !sellerCountry(seller) && 'INVOICE_SELLER_COUNTRY',
  ].filter((name): name is string => Boolean(name));
  if (missing.length === 0) return;
  throw new DomainError(
    'conflict',
    'invoice_seller_missing',
    `No invoice was issued and nothing was changed: an invoice must name its seller, so set ` +
      `${missing.join(', ')} in the server's environment (see docs/OPERATIONS.md) and restart it.`,
  );
}
