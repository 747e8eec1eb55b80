import Decimal from 'decimal.js';
import { z } from 'zod';
import { formulaLine, money, months } from '../format';
import { amount, currencyField } from '../schema-parts';
import type { Calculation, Calculator } from '../types';
import { burnSum, cashSum, changeLabel, hasChange } from './runway-change';

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
  newFunding: amount(
    'Optional new money being considered (a raise), added to the cash.',
  ).optional(),
  currency: currencyField,
});
export type RunwayInput = z.infer<typeof runwayInput>;

export function computeRunway(input: RunwayInput): Calculation {
  const cur = input.currency ?? '$';
  const cash = new Decimal(input.cash);
  const burn = new Decimal(input.monthlyNetBurn);
  const changedCash = cash.plus(input.newFunding ?? 0);
  const changedBurn = burn.plus(input.extraMonthlyCost ?? 0).minus(input.extraMonthlyRevenue ?? 0);
  const changing = hasChange(input);
  const lines: string[] = [];
  const result: Record<string, string> = {};

  if (burn.gt(0)) {
    result.runway = months(cash.div(burn));
    const formula = `${money(cash, cur)} ÷ ${money(burn, cur)} per month`;
    lines.push(formulaLine(changing ? 'Runway now' : 'Runway', formula, result.runway));
  } else {
    result.runway = 'no limit';
    lines.push(
      `**Runway:** net burn of ${money(burn, cur)} a month means the company is not burning cash: **no runway limit**.`,
    );
  }
  if (changing) {
    const label = changeLabel(input, cur);
    if (changedBurn.gt(0)) {
      result.runwayWithChange = months(changedCash.div(changedBurn));
      const formula = `${cashSum(input, cur)} ÷ ${burnSum(input, cur)} per month`;
      lines.push(formulaLine(label, formula, result.runwayWithChange));
    } else {
      result.runwayWithChange = 'no limit';
      const formula = `${burnSum(input, cur, false)} = ${money(changedBurn, cur)} net burn a month`;
      lines.push(`**${label}:** ${formula}, so **the cash no longer runs out**.`);
    }
  }
  lines.push(meaning(burn, changedBurn, changing, input));
  return { calculator: 'runway', title: 'Runway', text: lines.join('\n'), result };
}

function meaning(burn: Decimal, changed: Decimal, changing: boolean, input: RunwayInput): string {
  if (!changing) {
    return burn.gt(0)
      ? 'That is how long the cash lasts if burn stays as it is; raising usually takes 3 to 6 months, so start well before the end.'
      : 'Cash is not shrinking at this rate, so the question is growth, not survival.';
  }
  if (changed.lte(0)) return 'With that change the company would pay its own way.';
  if (changed.gt(burn)) {
    const what = input.extraMonthlyCost ? 'the extra cost' : 'the change';
    return `The burn is higher with ${what}: check the runway still reaches your next milestone or round.`;
  }
  if (input.newFunding && changed.eq(burn)) {
    return 'The new money buys time only if the burn stays where it is.';
  }
  return 'The change lengthens runway, as long as the extra revenue really arrives every month.';
}

export const runwayCalculator: Calculator<RunwayInput> = {
  id: 'runway',
  title: 'Runway',
  description:
    'Months of runway: cash ÷ monthly net burn, optionally with new money (a raise), an extra monthly cost (a hire) or extra monthly revenue, showing before and after. Use when a founder asks how long the money lasts.',
  inputSchema: runwayInput,
  compute: computeRunway,
};
