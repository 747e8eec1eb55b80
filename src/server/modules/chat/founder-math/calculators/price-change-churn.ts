import Decimal from 'decimal.js';
import { z } from 'zod';
import { formulaLine, money, percentOf } from '../format';
import { amount, currencyField, percentField, positiveAmount } from '../schema-parts';
import type { Calculation, Calculator } from '../types';

export const priceChangeChurnInput = z.object({
  oldPrice: positiveAmount('Current price per customer (per month or per unit).'),
  newPrice: positiveAmount('Price being considered, in the same unit.'),
  grossMarginPercent: percentField('Optional gross margin at the current price.').optional(),
  unitCost: amount('Optional direct cost per customer in the same unit as the price.').optional(),
  currency: currencyField,
});
export type PriceChangeChurnInput = z.infer<typeof priceChangeChurnInput>;

function unitCostOf(input: PriceChangeChurnInput): Decimal | null {
  if (input.unitCost !== undefined) return new Decimal(input.unitCost);
  if (input.grossMarginPercent === undefined) return null;
  return new Decimal(input.oldPrice)
    .times(new Decimal(100).minus(input.grossMarginPercent))
    .div(100);
}

export function computePriceChangeChurn(input: PriceChangeChurnInput): Calculation {
  const cur = input.currency ?? '$';
  const oldPrice = new Decimal(input.oldPrice);
  const newPrice = new Decimal(input.newPrice);
  const [o, n] = [money(oldPrice, cur), money(newPrice, cur)];
  const result: Record<string, string> = {};
  const lines: string[] = [];
  if (newPrice.lte(oldPrice)) {
    result.extraCustomersNeeded = percentOf(oldPrice.div(newPrice).minus(1));
    lines.push(
      formulaLine(
        'Same revenue',
        `${o} ÷ ${n} − 1`,
        `${result.extraCustomersNeeded} more customers`,
      ),
    );
    lines.push('A price cut pays only if it brings at least that many more customers.');
    return {
      calculator: 'price_change_churn',
      title: 'Price change',
      text: lines.join('\n'),
      result,
    };
  }
  result.sameRevenue = percentOf(new Decimal(1).minus(oldPrice.div(newPrice)));
  lines.push(formulaLine('Same revenue', `1 − ${o} ÷ ${n}`, `${result.sameRevenue} of customers`));
  const cost = unitCostOf(input);
  if (cost && newPrice.gt(cost)) {
    const oldProfit = Decimal.max(oldPrice.minus(cost), 0);
    result.sameGrossProfit = percentOf(new Decimal(1).minus(oldProfit.div(newPrice.minus(cost))));
    const c = money(cost, cur);
    const formula = `1 − (${o} − ${c}) ÷ (${n} − ${c})`;
    lines.push(formulaLine('Same gross profit', formula, `${result.sameGrossProfit} of customers`));
  }
  lines.push(
    `Going from ${o} to ${n}, you come out ahead as long as fewer customers than that leave because of the new price.`,
  );
  return {
    calculator: 'price_change_churn',
    title: 'Price change',
    text: lines.join('\n'),
    result,
  };
}

export const priceChangeChurnCalculator: Calculator<PriceChangeChurnInput> = {
  id: 'price_change_churn',
  title: 'Price change',
  description:
    'The share of customers a price increase can lose while keeping the same revenue (1 − old ÷ new), or the same gross profit when a unit cost or gross margin is given. Use when a founder considers raising or changing a price.',
  inputSchema: priceChangeChurnInput,
  compute: computePriceChangeChurn,
};
