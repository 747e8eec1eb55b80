import Decimal from 'decimal.js';
import { z } from 'zod';
import { formulaLine, money, percent, percentOf } from '../format';
import { currencyField, percentField, positiveAmount } from '../schema-parts';
import type { Calculation, Calculator } from '../types';

export const roundDilutionInput = z.object({
  preMoney: positiveAmount('Pre-money valuation of the round.'),
  amountRaised: positiveAmount('Amount the investors put in.'),
  poolTopUpPercent: percentField(
    'Optional new option pool, as a share of the post-money, created before the round (pre-money).',
    99,
  ).optional(),
  currency: currencyField,
});
export type RoundDilutionInput = z.infer<typeof roundDilutionInput>;

export function computeRoundDilution(input: RoundDilutionInput): Calculation {
  const cur = input.currency ?? '$';
  const postMoney = new Decimal(input.preMoney).plus(input.amountRaised);
  const investors = new Decimal(input.amountRaised).div(postMoney);
  const pool = new Decimal(input.poolTopUpPercent ?? 0).div(100);
  const existing = new Decimal(1).minus(investors).minus(pool);
  const result: Record<string, string> = {
    postMoney: money(postMoney, cur),
    investors: percentOf(investors),
    existingHolders: percentOf(Decimal.max(existing, 0)),
    dilution: percentOf(investors.plus(pool)),
  };
  if (pool.gt(0)) result.pool = percent(input.poolTopUpPercent ?? 0);
  const lines = [
    formulaLine(
      'Post-money',
      `${money(input.preMoney, cur)} pre-money + ${money(input.amountRaised, cur)} raised`,
      result.postMoney ?? '',
    ),
    formulaLine(
      'Investors',
      `${money(input.amountRaised, cur)} ÷ ${result.postMoney}`,
      result.investors ?? '',
    ),
  ];
  if (pool.gt(0)) {
    const formula = `100% − ${result.investors} investors − ${result.pool} new pool`;
    const after = `${result.existingHolders}, diluted by ${result.dilution}`;
    lines.push(formulaLine('Existing holders', formula, after));
    lines.push(
      'The pool is carved out of the pre-money (the option pool shuffle), so founders and earlier holders carry it, not the new investors.',
    );
  } else {
    lines.push(
      formulaLine(
        'Existing holders',
        `100% − ${result.investors}`,
        `${result.existingHolders}, diluted by ${result.dilution}`,
      ),
    );
    lines.push('Each founder and earlier holder keeps the same share of that remainder as before.');
  }
  return { calculator: 'round_dilution', title: 'Round dilution', text: lines.join('\n'), result };
}

export const roundDilutionCalculator: Calculator<RoundDilutionInput> = {
  id: 'round_dilution',
  title: 'Round dilution',
  description:
    "Dilution of a priced round: post-money = pre-money + amount raised, the investors' share, an optional option-pool top-up taken from the pre-money, and how much existing holders are diluted. Use when a founder asks how much a raise dilutes them.",
  inputSchema: roundDilutionInput,
  compute: computeRoundDilution,
};
