import Decimal from 'decimal.js';
import { z } from 'zod';
import { formulaLine, money, percent, ratio } from '../format';
import { currencyField, percentField, positiveAmount } from '../schema-parts';
import type { Calculation, Calculator } from '../types';

export const ltvInput = z.object({
  monthlyRevenuePerAccount: positiveAmount('Revenue per customer account per month.'),
  grossMarginPercent: percentField('Gross margin: the share of revenue kept after direct costs.'),
  monthlyChurnPercent: z
    .number()
    .finite()
    .positive()
    .max(100)
    .describe('Share of customers lost each month, in percent: 5 means 5%.'),
  cac: positiveAmount('Optional customer acquisition cost, to give LTV:CAC.').optional(),
  currency: currencyField,
});
export type LtvInput = z.infer<typeof ltvInput>;

export function computeLtv(input: LtvInput): Calculation {
  const cur = input.currency ?? '$';
  const ltv = new Decimal(input.monthlyRevenuePerAccount)
    .times(input.grossMarginPercent)
    .div(input.monthlyChurnPercent);
  const formula = `${money(input.monthlyRevenuePerAccount, cur)} × ${percent(input.grossMarginPercent)} margin ÷ ${percent(input.monthlyChurnPercent)} monthly churn`;
  const result: Record<string, string> = { ltv: money(ltv, cur) };
  const lines = [formulaLine('LTV', formula, result.ltv ?? '')];
  if (input.cac) {
    result.ltvToCac = ratio(ltv.div(input.cac));
    lines.push(formulaLine('LTV:CAC', `${result.ltv} ÷ ${money(input.cac, cur)}`, result.ltvToCac));
    lines.push(
      'LTV is the gross profit an average customer brings before leaving; 3:1 or better is commonly read as healthy.',
    );
  } else {
    lines.push('That is the gross profit an average customer brings before leaving.');
  }
  return { calculator: 'ltv', title: 'LTV', text: lines.join('\n'), result };
}

export const ltvCalculator: Calculator<LtvInput> = {
  id: 'ltv',
  title: 'LTV',
  description:
    'Customer lifetime value: monthly revenue per account × gross margin ÷ monthly churn, and LTV:CAC when the CAC is given. Use when a founder asks what a customer is worth or for their LTV to CAC ratio.',
  inputSchema: ltvInput,
  compute: computeLtv,
};
