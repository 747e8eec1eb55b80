import Decimal from 'decimal.js';
import { z } from 'zod';
import { formulaLine, money, multiple } from '../format';
import { amount, currencyField } from '../schema-parts';
import type { Calculation, Calculator } from '../types';

export const burnMultipleInput = z.object({
  netBurn: amount('Net cash burned over the period (e.g. a year or a quarter).'),
  netNewArr: z
    .number()
    .finite()
    .describe('Net new annual recurring revenue added over the same period.'),
  currency: currencyField,
});
export type BurnMultipleInput = z.infer<typeof burnMultipleInput>;

function reading(value: Decimal): string {
  if (value.lt(1)) return 'excellent';
  if (value.lte(1.5)) return 'good';
  if (value.lte(2)) return 'suspect';
  return 'bad';
}

export function computeBurnMultiple(input: BurnMultipleInput): Calculation {
  const cur = input.currency ?? '$';
  const burn = money(input.netBurn, cur);
  if (input.netNewArr <= 0) {
    return {
      calculator: 'burn_multiple',
      title: 'Burn multiple',
      text: `**Burn multiple:** ${burn} burned with ${money(input.netNewArr, cur)} net new ARR: **no burn multiple** (no ARR was added).\nThe burn bought no net growth in that period.`,
      result: { burnMultiple: 'undefined' },
    };
  }
  const value = new Decimal(input.netBurn).div(input.netNewArr);
  const burnMultiple = multiple(value);
  return {
    calculator: 'burn_multiple',
    title: 'Burn multiple',
    text: [
      formulaLine(
        'Burn multiple',
        `${burn} ÷ ${money(input.netNewArr, cur)} net new ARR`,
        burnMultiple,
      ),
      `Commonly read as ${reading(value)} (under 1x excellent, 1–1.5x good, 1.5–2x suspect, above 2x bad).`,
    ].join('\n'),
    result: { burnMultiple, reading: reading(value) },
  };
}

export const burnMultipleCalculator: Calculator<BurnMultipleInput> = {
  id: 'burn_multiple',
  title: 'Burn multiple',
  description:
    'Burn multiple: net burn ÷ net new ARR over the same period. Use when a founder gives what they burned and the ARR they added and asks how efficient their growth is.',
  inputSchema: burnMultipleInput,
  compute: computeBurnMultiple,
};
