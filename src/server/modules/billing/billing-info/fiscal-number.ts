import { checkVAT, countries } from 'jsvat';
import { BILLING_COUNTRIES } from '../../../../shared/constants';

/** Australia's ABN: 11 digits with a mod-89 checksum (ato.gov.au's published rule). */
function validAbn(digits: string): boolean {
  if (!/^\d{11}$/.test(digits)) return false;
  const weights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
  const sum = [...digits].reduce(
    (total, digit, i) => total + (Number(digit) - (i === 0 ? 1 : 0)) * weights[i]!,
    0,
  );
  return sum % 89 === 0;
}

/** Shapes of the other countries' tax numbers, where one is known; the checksum is not. */
const SHAPES: Record<string, { test: (compact: string) => boolean; expected: string }> = {
  AU: { test: validAbn, expected: 'an ABN of 11 digits' },
  US: { test: (c) => /^\d{9}$/.test(c), expected: 'an EIN of 9 digits (12-3456789)' },
  CA: { test: (c) => /^\d{9}(RT\d{4})?$/.test(c), expected: 'a business number of 9 digits' },
  JP: { test: (c) => /^T?\d{13}$/.test(c), expected: 'a corporate number of 13 digits' },
  SG: {
    test: (c) => /^[0-9A-Z]{9,10}$/.test(c),
    expected: 'a UEN or GST number of 9 or 10 characters',
  },
};

/** jsvat knows the VAT numbers (prefix and checksum) of every billing country without a shape above. */
const JSVAT_COUNTRIES = new Set<string>(BILLING_COUNTRIES.filter((code) => !(code in SHAPES)));

export type FiscalNumberCheck = { ok: true; normalised: string } | { ok: false; expected: string };

/**
 * Checks a fiscal number's shape for the country and writes it the one way it is stored:
 * upper case, no spaces or dots, EU-style numbers with their country prefix.
 */
export function checkFiscalNumber(value: string, country: string): FiscalNumberCheck {
  const compact = value.toUpperCase().replace(/[\s.\-/]/g, '');
  if (!compact || !country) return { ok: true, normalised: value.trim() };
  if (JSVAT_COUNTRIES.has(country)) {
    const prefix = country === 'CH' ? 'CHE' : country;
    const withPrefix = compact.startsWith(prefix) ? compact : `${prefix}${compact}`;
    const result = checkVAT(withPrefix, countries);
    const sameCountry = result.country?.isoCode.short === country;
    return result.isValid && sameCountry
      ? { ok: true, normalised: withPrefix }
      : { ok: false, expected: `a valid ${country} VAT number, starting ${prefix}` };
  }
  const shape = SHAPES[country];
  if (!shape) return { ok: true, normalised: value.trim() };
  return shape.test(compact)
    ? { ok: true, normalised: compact }
    : { ok: false, expected: shape.expected };
}
