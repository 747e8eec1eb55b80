import Decimal from 'decimal.js';
import { z } from 'zod';
import { formulaLine, money, months, percent } from '../format';
import { currencyField, percentField, positiveAmount } from '../schema-parts';
import type { Calculation, Calculator } from '../types';

export const cacPaybackInput = z.object({
  cac: positiveAmount('Customer acquisition cost: what winning one customer costs.'),
  monthlyRevenuePerAccount: positiveAmount('Revenue per customer account per month.'),
  grossMarginPercent: percentField('Gross margin: the share of revenue kept after direct costs.'),
  currency: currencyField,
});
export type CacPaybackInput = z.infer<typeof cacPaybackInput>;

export function computeCacPayback(input: CacPaybackInput): Calculation {
  const cur = input.currency ?? '$';
  const grossProfit = new Decimal(input.monthlyRevenuePerAccount)
    .times(input.grossMarginPercent)
    .div(100);
  const cac = money(input.cac, cur);
  const perMonth = `(${money(input.monthlyRevenuePerAccount, cur)} × ${percent(input.grossMarginPercent)})`;
  if (grossProfit.lte(0)) {
    return {
      calculator: 'cac_payback',
      title: 'CAC payback',
      text: `**CAC payback:** with a 0% gross margin a customer never pays back ${cac}: **no payback**.\nEach sale loses money until the margin is above zero.`,
      result: { payback: 'never' },
    };
  }
  const payback = months(new Decimal(input.cac).div(grossProfit));
  const formula = `${cac} ÷ ${perMonth} = ${cac} ÷ ${money(grossProfit, cur)} gross profit per month`;
  return {
    calculator: 'cac_payback',
    title: 'CAC payback',
    text: [
      formulaLine('CAC payback', formula, payback),
      `That is how long each new customer takes to repay what it cost to win, from gross profit.`,
    ].join('\n'),
    result: { payback, monthlyGrossProfitPerAccount: money(grossProfit, cur) },
  };
}

export const cacPaybackCalculator: Calculator<CacPaybackInput> = {
  id: 'cac_payback',
  title: 'CAC payback',
  description:
    'CAC payback in months: CAC ÷ (monthly revenue per account × gross margin). Use when a founder asks how long a customer takes to pay back its acquisition cost.',
  inputSchema: cacPaybackInput,
  compute: computeCacPayback,
};
