import Decimal from 'decimal.js';
import type { Currency } from './types';

/** Formatting of figures shared by every calculator; the eval reads these exact shapes. */

type Num = Decimal.Value;

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** One decimal, half up, ".0" dropped: 13.333 → "13.3", 10 → "10". */
export function oneDecimal(value: Num): string {
  const rounded = new Decimal(value).toDecimalPlaces(1, Decimal.ROUND_HALF_UP);
  const [whole = '0', fraction] = rounded.abs().toFixed(1).split('.');
  const sign = rounded.isNegative() && !rounded.isZero() ? '-' : '';
  return `${sign}${groupThousands(whole)}${fraction === '0' ? '' : `.${fraction}`}`;
}

/** "$12,500", "€1,333.33", "-£8,000": cents only when the rounded amount has them. */
export function money(value: Num, currency: Currency): string {
  const cents = new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  const [whole = '0', fraction = '00'] = cents.abs().toFixed(2).split('.');
  const sign = cents.isNegative() && !cents.isZero() ? '-' : '';
  return `${sign}${currency}${groupThousands(whole)}${fraction === '00' ? '' : `.${fraction}`}`;
}

/** A plain number to at most two decimals, cut not rounded (the step before rounding up). */
export function upToCents(value: Num): string {
  const cut = new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_DOWN);
  const [whole = '0', fraction] = cut.abs().toString().split('.');
  const sign = cut.isNegative() && !cut.isZero() ? '-' : '';
  return `${sign}${groupThousands(whole)}${fraction ? `.${fraction}` : ''}`;
}

export function months(value: Num): string {
  const text = oneDecimal(value);
  return `${text} ${text === '1' ? 'month' : 'months'}`;
}

/** A fraction as a percentage: 0.408 → "40.8%". */
export function percentOf(fraction: Num): string {
  return `${oneDecimal(new Decimal(fraction).times(100))}%`;
}

/** A figure already in percent: 80 → "80%". */
export function percent(value: Num): string {
  return `${oneDecimal(value)}%`;
}

export function ratio(value: Num): string {
  return `${oneDecimal(value)}:1`;
}

export function multiple(value: Num): string {
  return `${oneDecimal(value)}x`;
}

/** Whole count; `threshold` rounds up (customers to reach), otherwise to nearest. */
export function count(value: Num, noun: string, threshold = false): string {
  const decimal = new Decimal(value);
  const whole = threshold ? decimal.ceil() : decimal.toDecimalPlaces(0, Decimal.ROUND_HALF_UP);
  return `${groupThousands(whole.toFixed(0))} ${noun}`;
}

/** "**Runway:** $200,000 ÷ $15,000 per month = **13.3 months**." */
export function formulaLine(label: string, formula: string, result: string): string {
  return `**${label}:** ${formula} = **${result}**.`;
}
