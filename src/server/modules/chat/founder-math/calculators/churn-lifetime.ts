import Decimal from 'decimal.js';
import { z } from 'zod';
import { count, formulaLine, months, percent, percentOf } from '../format';
import type { Calculation, Calculator } from '../types';

export const churnLifetimeInput = z.object({
  monthlyChurnPercent: z
    .number()
    .finite()
    .positive()
    .max(100)
    .describe('Share of customers lost each month, in percent: 8 means 8%.'),
  customers: z
    .number()
    .int()
    .positive()
    .optional()
    .describe('Optional number of paying customers now.'),
});
export type ChurnLifetimeInput = z.infer<typeof churnLifetimeInput>;

export function computeChurnLifetime(input: ChurnLifetimeInput): Calculation {
  const churn = new Decimal(input.monthlyChurnPercent).div(100);
  const c = percent(input.monthlyChurnPercent);
  const lifetime = months(new Decimal(1).div(churn));
  const left = new Decimal(1).minus(churn).pow(12);
  const result: Record<string, string> = {
    averageLifetime: lifetime,
    leftAfter12Months: percentOf(left),
  };
  const lines = [formulaLine('Average customer lifetime', `1 ÷ ${c} monthly churn`, lifetime)];
  let leftLine = formulaLine(
    'Left after 12 months',
    `(1 − ${c})^12`,
    `${result.leftAfter12Months} of customers`,
  );
  if (input.customers) {
    result.customersLeftAfter12Months = count(left.times(input.customers), 'customers');
    leftLine = leftLine.replace(
      /\.$/,
      `; of your ${input.customers}, about **${result.customersLeftAfter12Months}**.`,
    );
  }
  lines.push(leftLine);
  lines.push(
    'Lifetime moves in proportion to churn: halve the churn and customers stay twice as long.',
  );
  return {
    calculator: 'churn_lifetime',
    title: 'Churn and lifetime',
    text: lines.join('\n'),
    result,
  };
}

export const churnLifetimeCalculator: Calculator<ChurnLifetimeInput> = {
  id: 'churn_lifetime',
  title: 'Churn and lifetime',
  description:
    'From monthly churn: average customer lifetime (1 ÷ churn, in months) and the share of customers left after 12 months ((1 − churn)^12). Use when a founder gives a churn rate and asks about retention or how long customers stay.',
  inputSchema: churnLifetimeInput,
  compute: computeChurnLifetime,
};
