import Decimal from 'decimal.js';
import { money } from '../format';
import type { Currency } from '../types';

/** The what-if part of a runway: new money in the bank, an extra cost, extra revenue. */
export interface RunwayChange {
  cash: number;
  monthlyNetBurn: number;
  extraMonthlyCost?: number | undefined;
  extraMonthlyRevenue?: number | undefined;
  newFunding?: number | undefined;
}

export function hasChange(input: RunwayChange): boolean {
  return Boolean(input.extraMonthlyCost || input.extraMonthlyRevenue || input.newFunding);
}

/** "With $1,000,000 raised and $8,000 more a month" */
export function changeLabel(input: RunwayChange, cur: Currency): string {
  const parts: string[] = [];
  if (input.newFunding) parts.push(`${money(input.newFunding, cur)} raised`);
  if (input.extraMonthlyCost) parts.push(`${money(input.extraMonthlyCost, cur)} more a month`);
  if (input.extraMonthlyRevenue) {
    parts.push(`${money(input.extraMonthlyRevenue, cur)} more revenue a month`);
  }
  return `With ${parts.join(' and ')}`;
}

/** "($200,000 + $1,000,000)" or "$200,000" */
export function cashSum(input: RunwayChange, cur: Currency): string {
  const cash = money(input.cash, cur);
  return input.newFunding ? `(${cash} + ${money(input.newFunding, cur)})` : cash;
}

/** "($15,000 + $8,000 − $5,000 = $18,000)" or "$15,000": the new burn worked out too. */
export function burnSum(input: RunwayChange, cur: Currency, wrap = true): string {
  let sum = money(input.monthlyNetBurn, cur);
  let total = new Decimal(input.monthlyNetBurn);
  if (input.extraMonthlyCost) {
    sum += ` + ${money(input.extraMonthlyCost, cur)}`;
    total = total.plus(input.extraMonthlyCost);
  }
  if (input.extraMonthlyRevenue) {
    sum += ` − ${money(input.extraMonthlyRevenue, cur)}`;
    total = total.minus(input.extraMonthlyRevenue);
  }
  if (sum === money(input.monthlyNetBurn, cur)) return sum;
  return wrap ? `(${sum} = ${money(total, cur)})` : sum;
}
