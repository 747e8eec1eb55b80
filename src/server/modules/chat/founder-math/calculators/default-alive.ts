import Decimal from 'decimal.js';
import { z } from 'zod';
import { formulaLine, money, percent } from '../format';
import { amount, currencyField } from '../schema-parts';
import type { Calculation, Calculator } from '../types';
import { minimalGrowthTenths, simulate } from './default-alive-simulation';

export const defaultAliveInput = z.object({
  cash: amount('Cash in the bank now.'),
  monthlyRevenue: amount('Revenue this month.'),
  monthlyExpenses: amount('Expenses per month, assumed to stay flat.'),
  monthlyGrowthPercent: z
    .number()
    .finite()
    .min(-99)
    .max(1000)
    .describe('Monthly revenue growth rate in percent: 8 means 8% a month.'),
  currency: currencyField,
});
export type DefaultAliveInput = z.infer<typeof defaultAliveInput>;

export function computeDefaultAlive(input: DefaultAliveInput): Calculation {
  const cur = input.currency ?? '$';
  const company = {
    cash: new Decimal(input.cash),
    revenue: new Decimal(input.monthlyRevenue),
    expenses: new Decimal(input.monthlyExpenses),
  };
  const growth = new Decimal(input.monthlyGrowthPercent).div(100);
  const burnNow = company.expenses.minus(company.revenue);
  const outcome = simulate(company, growth);
  const lines = [
    formulaLine(
      'Monthly burn now',
      `${money(company.expenses, cur)} − ${money(company.revenue, cur)}`,
      money(burnNow, cur),
    ),
  ];
  const setup = `${money(company.cash, cur)} cash, revenue growing ${percent(input.monthlyGrowthPercent)} a month, expenses flat`;
  const result: Record<string, string> = { monthlyBurnNow: money(burnNow, cur) };

  if (outcome.alive) {
    const verdict = `default alive: profitable in month ${outcome.month} with ${money(outcome.cashLeft, cur)} left`;
    result.verdict = verdict;
    lines.push(formulaLine('Month by month', setup, verdict));
    lines.push(
      outcome.month === 1
        ? 'Revenue already covers expenses, so the company does not depend on raising money.'
        : 'Revenue catches up with expenses before the cash runs out, as long as growth holds.',
    );
  } else {
    result.verdict = `default dead: cash runs out in month ${outcome.month}`;
    lines.push(formulaLine('Month by month', setup, result.verdict));
    const needed = minimalGrowthTenths(company);
    if (needed === null) {
      result.growthNeeded = 'none is enough';
      lines.push('No growth rate alone gets there: costs have to come down or money come in.');
    } else {
      result.growthNeeded = `${percent(new Decimal(needed).div(10))} a month`;
      const target = `smallest monthly growth that reaches ${money(company.expenses, cur)} revenue before the cash runs out`;
      lines.push(formulaLine('Growth needed', target, result.growthNeeded));
      lines.push(
        `Default dead at this pace: revenue would need to grow ${result.growthNeeded}, or costs come down, or money come in early.`,
      );
    }
  }
  return { calculator: 'default_alive', title: 'Default alive', text: lines.join('\n'), result };
}

export const defaultAliveCalculator: Calculator<DefaultAliveInput> = {
  id: 'default_alive',
  title: 'Default alive',
  description:
    'Default alive or dead: simulates month by month whether revenue growing at a steady monthly rate reaches flat expenses before the cash runs out; if not, the monthly growth that would be needed. Use when a founder asks if they are default alive or will become profitable before the money ends.',
  inputSchema: defaultAliveInput,
  compute: computeDefaultAlive,
};
