import type Decimal from 'decimal.js';
import { formulaLine, money } from '../format';
import type { CalculatorId, Currency } from '../types';
import type { Known } from './build-input';
import type { Role } from './roles';

/**
 * "**Net burn:** £45,000 costs − £20,000 revenue = **£25,000 a month**." when the runway's
 * burn was worked out from costs and revenue the founder gave, else null: a figure they never
 * said must not appear in a formula unexplained.
 */
export function burnWorkedOut(
  calculator: CalculatorId,
  known: Known,
  values: Map<Role, Decimal>,
  currency: Currency,
): string | null {
  if (calculator !== 'runway' || known.has('burn')) return null;
  const [costs, revenue, burn] = [
    values.get('expenses'),
    values.get('revenue'),
    values.get('burn'),
  ];
  if (!costs || !revenue || !burn) return null;
  const formula = `${money(costs, currency)} costs − ${money(revenue, currency)} revenue`;
  return formulaLine('Net burn', formula, `${money(burn, currency)} a month`);
}
