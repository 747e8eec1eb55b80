import Decimal from 'decimal.js';

/** Month-by-month: revenue grows, expenses stay flat, losses come out of cash. */

export type Outcome =
  { alive: true; month: number; cashLeft: Decimal } | { alive: false; month: number };

/** Past this many months the answer no longer matters; it keeps huge inputs fast. */
const HORIZON_MONTHS = 1200;

export interface Company {
  cash: Decimal;
  revenue: Decimal;
  expenses: Decimal;
}

/** `growth` is a fraction per month (0.08 = 8%). */
export function simulate(company: Company, growth: Decimal): Outcome {
  let cash = company.cash;
  let revenue = company.revenue;
  const factor = growth.plus(1);
  for (let month = 1; month <= HORIZON_MONTHS; month += 1) {
    if (revenue.gte(company.expenses)) return { alive: true, month, cashLeft: cash };
    cash = cash.minus(company.expenses.minus(revenue));
    if (cash.lt(0)) return { alive: false, month };
    revenue = revenue.times(factor);
  }
  return { alive: true, month: HORIZON_MONTHS, cashLeft: cash };
}

const MAX_TENTHS = 10_000; // 1000% a month: beyond this no growth rate is realistic

/** Smallest monthly growth, in tenths of a percent, that makes the company default alive. */
export function minimalGrowthTenths(company: Company): number | null {
  const aliveAt = (tenths: number) => simulate(company, new Decimal(tenths).div(1000)).alive;
  if (company.revenue.lte(0) || !aliveAt(MAX_TENTHS)) return null;
  let low = 0; // not alive (the caller knows the company is default dead at its growth)
  let high = MAX_TENTHS;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (aliveAt(middle)) high = middle;
    else low = middle;
  }
  return high;
}
