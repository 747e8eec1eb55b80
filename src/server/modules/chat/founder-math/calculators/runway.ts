import Decimal from 'decimal.js';
import { z } from 'zod';
import { formulaLine, money, months } from '../format';
import { amount, currencyField } from '../schema-parts';
import type { Calculation, Calculator } from '../types';

export const runwayInput = z.object({
  cash: amount('Cash in the bank now.'),
  monthlyNetBurn: z
    .number()
    .finite()
    .describe('Monthly net burn: expenses minus revenue per month. Zero or less = not burning.'),
  extraMonthlyCost: amount(
    'Optional extra cost per month being considered, e.g. a hire.',
  ).optional(),
  extraMonthlyRevenue: amount('Optional extra revenue per month being considered.').optional(),
  currency: currencyField,
});
export type RunwayInput = z.infer<typeof runwayInput>;

function changeLabel(input: RunwayInput): string {
  const cur = input.currency ?? '$';
  const parts: string[] = [];
  if (input.extraMonthlyCost) parts.push(`${money(input.extraMonthlyCost, cur)} more a month`);
  if (input.extraMonthlyRevenue) {
    parts.push(`${money(input.extraMonthlyRevenue, cur)} more revenue a month`);
  }
  return `With ${parts.join(' and ')}`;
}

function burnSum(input: RunwayInput): string {
  const cur = input.currency ?? '$';
  let sum = money(input.monthlyNetBurn, cur);
  if (input.extraMonthlyCost) sum += ` + ${money(input.extraMonthlyCost, cur)}`;
  if (input.extraMonthlyRevenue) sum += ` − ${money(input.extraMonthlyRevenue, cur)}`;
  return sum;
}

export function computeRunway(input: RunwayInput): Calculation {
  const cur = input.currency ?? '$';
  const cash = new Decimal(input.cash);
  const burn = new Decimal(input.monthlyNetBurn);
  const changed = burn.plus(input.extraMonthlyCost ?? 0).minus(input.extraMonthlyRevenue ?? 0);
  const hasChange = Boolean(input.extraMonthlyCost || input.extraMonthlyRevenue);
  const lines: string[] = [];
  const result: Record<string, string> = {};

  if (burn.gt(0)) {
    result.runway = months(cash.div(burn));
    const label = hasChange ? 'Runway now' : 'Runway';
    lines.push(
      formulaLine(label, `${money(cash, cur)} ÷ ${money(burn, cur)} per month`, result.runway),
    );
  } else {
    result.runway = 'no limit';
    lines.push(
      `**Runway:** net burn of ${money(burn, cur)} a month means the company is not burning cash: **no runway limit**.`,
    );
  }
  if (hasChange) {
    if (changed.gt(0)) {
      result.runwayWithChange = months(cash.div(changed));
      const formula = `${money(cash, cur)} ÷ (${burnSum(input)}) per month`;
      lines.push(formulaLine(changeLabel(input), formula, result.runwayWithChange));
    } else {
      result.runwayWithChange = 'no limit';
      const formula = `${burnSum(input)} = ${money(changed, cur)} net burn a month`;
      lines.push(`**${changeLabel(input)}:** ${formula}, so **the cash no longer runs out**.`);
    }
  }
  lines.push(meaning(burn, changed, hasChange, input));
  return { calculator: 'runway', title: 'Runway', text: lines.join('\n'), result };
}

function meaning(burn: Decimal, changed: Decimal, hasChange: boolean, input: RunwayInput): string {
  if (!hasChange) {
    return burn.gt(0)
      ? 'That is how long the cash lasts if burn stays as it is; raising usually takes 3 to 6 months, so start well before the end.'
      : 'Cash is not shrinking at this rate, so the question is growth, not survival.';
  }
  if (changed.lte(0)) return 'With that change the company would pay its own way.';
  if (changed.gt(burn)) {
    const what = input.extraMonthlyCost ? 'the extra cost' : 'the change';
    return `Runway is shorter with ${what}: check it still reaches your next milestone or round.`;
  }
  return 'The change lengthens runway, as long as the extra revenue really arrives every month.';
}

export const runwayCalculator: Calculator<RunwayInput> = {
  id: 'runway',
  title: 'Runway',
  description:
    'Months of runway: cash ÷ monthly net burn, optionally with an extra monthly cost (a hire) or extra monthly revenue, showing before and after. Use when a founder asks how long the money lasts.',
  inputSchema: runwayInput,
  compute: computeRunway,
};
