import Decimal from 'decimal.js';
import { z } from 'zod';
import { formulaLine, money, percent, percentOf } from '../format';
import { currencyField, percentField, positiveAmount } from '../schema-parts';
import type { Calculation, Calculator } from '../types';

export const safeConversionInput = z.object({
  investment: positiveAmount('Amount invested through the SAFE.'),
  valuationCap: positiveAmount('Post-money valuation cap of the SAFE.'),
  discountPercent: percentField('Optional discount on the priced round, e.g. 20.', 99).optional(),
  pricedRoundPreMoney: positiveAmount(
    'Optional pre-money valuation of the priced round in which the SAFE converts.',
  ).optional(),
  currency: currencyField,
});
export type SafeConversionInput = z.infer<typeof safeConversionInput>;

const CONVENTION = 'post-money SAFE convention';
const BEFORE_ROUND = 'That share is before the priced round’s new shares dilute it.';

export function computeSafeConversion(input: SafeConversionInput): Calculation {
  const cur = input.currency ?? '$';
  const cap = new Decimal(input.valuationCap);
  const lines: string[] = [];
  let conversion = cap;
  if (input.pricedRoundPreMoney !== undefined) {
    const discount = new Decimal(input.discountPercent ?? 0).div(100);
    const discounted = new Decimal(input.pricedRoundPreMoney).times(new Decimal(1).minus(discount));
    conversion = Decimal.min(cap, discounted);
    const roundTerm = discount.gt(0)
      ? `${money(input.pricedRoundPreMoney, cur)} × (1 − ${percent(input.discountPercent ?? 0)}) = ${money(discounted, cur)}`
      : `${money(input.pricedRoundPreMoney, cur)} round pre-money`;
    lines.push(
      formulaLine(
        'Conversion valuation',
        `min(${money(cap, cur)} cap, ${roundTerm})`,
        money(conversion, cur),
      ),
    );
  }
  const ownership = percentOf(new Decimal(input.investment).div(conversion));
  const base = conversion.eq(cap) ? `${money(cap, cur)} cap` : money(conversion, cur);
  lines.push(
    formulaLine(
      `SAFE ownership (${CONVENTION})`,
      `${money(input.investment, cur)} ÷ ${base}`,
      ownership,
    ),
  );
  lines.push(`${whatDecides(input, conversion.eq(cap))} ${BEFORE_ROUND}`);
  return {
    calculator: 'safe_conversion',
    title: 'SAFE conversion',
    text: lines.join('\n'),
    result: { conversionValuation: money(conversion, cur), ownership },
  };
}

function whatDecides(input: SafeConversionInput, atCap: boolean): string {
  if (input.pricedRoundPreMoney === undefined) {
    return 'Without a priced round yet, the cap sets the ownership; a discount matters only if the round prices below the cap.';
  }
  return atCap
    ? 'The cap decides the price here.'
    : 'The discount gives a lower price than the cap here, so it decides the conversion.';
}

export const safeConversionCalculator: Calculator<SafeConversionInput> = {
  id: 'safe_conversion',
  title: 'SAFE conversion',
  description:
    'What a post-money SAFE converts into: conversion valuation = min(cap, priced-round pre-money × (1 − discount)), ownership ≈ investment ÷ conversion valuation. Use when a founder asks what SAFE holders will own.',
  inputSchema: safeConversionInput,
  compute: computeSafeConversion,
};
