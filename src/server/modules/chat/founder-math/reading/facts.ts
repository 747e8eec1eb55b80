import { money, percent } from '../format';
import type { Currency } from '../types';
import type { ReadFigure } from './assign-roles';

/** A recognised figure told back in the founder's terms: "$200,000 in the bank". */
export function factOf(figure: ReadFigure, currency: Currency, context: string): string | null {
  const m = money(figure.value, figure.currency ?? currency);
  const p = percent(figure.value);
  const count = figure.value.toFixed(0).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const yearly = figure.period === 'year';
  switch (figure.role) {
    case 'cash':
      return `${m} in the bank`;
    case 'burn':
      return yearly ? `${m} burned over a year` : `${m} monthly burn`;
    case 'revenue':
      return yearly ? `${m} ARR` : `${m} monthly revenue`;
    case 'expenses':
      return yearly ? `${m} yearly costs` : `${m} monthly costs`;
    case 'price':
      return figure.period === 'month' || figure.perAccount
        ? `${m} a month per customer`
        : `${m} price`;
    case 'priceRise':
      return `${p} price increase`;
    case 'newPrice':
      return `${m} new price being considered`;
    case 'extraCost':
      return `${m} extra monthly cost`;
    case 'newFunding':
      return `${m} new funding`;
    case 'extraRevenue':
      return `${m} extra monthly revenue`;
    case 'cac':
      return `${m} CAC`;
    case 'margin':
      return `${p} gross margin`;
    case 'churn':
      return yearly ? `${p} yearly churn` : `${p} monthly churn`;
    case 'growth':
      return yearly ? `${p} yearly growth` : `${p} monthly growth`;
    case 'preMoney':
      return `${m} pre-money valuation`;
    case 'amount':
      return `${m} being raised`;
    case 'investment':
      return `${m} SAFE investment`;
    case 'pool':
      return `${p} option pool top-up`;
    case 'cap':
      return `${m} valuation cap`;
    case 'discount':
      return `${p} discount`;
    case 'netNewArr':
      return `${m} net new ARR`;
    case 'unitCost':
      return `${m} direct cost per customer`;
    case 'customers':
      return /\b(?:paying|pagantes|payants|que pagan|pagadores)\b/.test(context)
        ? `${count} paying customers`
        : `${count} customers`;
    case 'founders':
      return `${count} founders`;
    case 'employees':
      return `${count} people on the team`;
    default:
      return null;
  }
}
