import { formatMoney } from '../../lib/format';

/** "€29.00 / month", or the quote wording when a plan has no list price. */
export function planPrice(price: number | null, currency: string, period: 'month' | 'year') {
  return price === null ? 'Priced by quote' : `${formatMoney(price, currency)} / ${period}`;
}
