import Decimal from 'decimal.js';
import { z } from 'zod';
import { count, formulaLine, money, percent, upToCents } from '../format';
import { amount, currencyField, percentField, positiveAmount } from '../schema-parts';
import type { Calculation, Calculator } from '../types';

export const breakEvenInput = z.object({
  fixedMonthlyCosts: positiveAmount('Fixed costs per month (salaries, rent, tools).'),
  pricePerCustomer: positiveAmount('Price each customer pays per month.'),
  variableCostPerCustomer: amount('Optional direct cost per customer per month.').optional(),
  grossMarginPercent: percentField('Optional gross margin, instead of a variable cost.').optional(),
  currency: currencyField,
});
export type BreakEvenInput = z.infer<typeof breakEvenInput>;

function contribution(input: BreakEvenInput): { value: Decimal; formula: string } {
  const cur = input.currency ?? '$';
  const price = new Decimal(input.pricePerCustomer);
  if (input.variableCostPerCustomer !== undefined) {
    const value = price.minus(input.variableCostPerCustomer);
    const formula = `(${money(price, cur)} − ${money(input.variableCostPerCustomer, cur)} = ${money(value, cur)})`;
    return { value, formula };
  }
  if (input.grossMarginPercent !== undefined) {
    const value = price.times(input.grossMarginPercent).div(100);
    const formula = `(${money(price, cur)} × ${percent(input.grossMarginPercent)} = ${money(value, cur)})`;
    return { value, formula };
  }
  return { value: price, formula: `${money(price, cur)} per customer` };
}

export function computeBreakEven(input: BreakEvenInput): Calculation {
  const cur = input.currency ?? '$';
  const fixed = money(input.fixedMonthlyCosts, cur);
  const { value, formula } = contribution(input);
  if (value.lte(0)) {
    return {
      calculator: 'break_even',
      title: 'Break-even',
      text: `**Break-even:** each customer brings ${money(value, cur)} after direct costs: **no number of customers breaks even**.\nThe price has to be above the cost of serving a customer first.`,
      result: { customers: 'never' },
    };
  }
  const exact = new Decimal(input.fixedMonthlyCosts).div(value);
  const customers = count(exact, 'customers', true);
  const shown = exact.isInteger() ? '' : ` = ${upToCents(exact)}, rounded up`;
  return {
    calculator: 'break_even',
    title: 'Break-even',
    text: [
      formulaLine('Break-even', `${fixed} ÷ ${formula}${shown}`, customers),
      `With ${customers} paying ${money(input.pricePerCustomer, cur)} a month, revenue covers ${fixed} of fixed monthly costs.`,
    ].join('\n'),
    result: { customers, contributionPerCustomer: money(value, cur) },
  };
}

export const breakEvenCalculator: Calculator<BreakEvenInput> = {
  id: 'break_even',
  title: 'Break-even',
  description:
    'Break-even customers: fixed monthly costs ÷ what each customer contributes (price minus variable cost, or price × gross margin), rounded up. Use when a founder asks how many customers they need to cover costs.',
  inputSchema: breakEvenInput,
  compute: computeBreakEven,
};
