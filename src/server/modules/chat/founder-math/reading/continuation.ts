import type { CalculatorId } from '../types';
import type { ReadFigure } from './assign-roles';
import { withDerived } from './build-input';
import type { Known } from './build-input';
import { NEEDS } from './needs';
import { fits } from './roles';

/** Which earlier calculator a message without calculator words goes on with, if any. */

/** Calculators a hire (an extra monthly cost or revenue) changes. */
const EXTRA_COST_CALCULATORS = new Set<CalculatorId>(['runway', 'default_alive', 'break_even']);

/** "…and if we hire two devs at 10k?": an extra cost asks what it does to the runway. */
export function whatIf(
  figures: ReadFigure[],
  lastCalculator: CalculatorId | null,
): CalculatorId | null {
  const extra = figures.some((f) => f.role === 'extraCost' || f.role === 'extraRevenue');
  if (!extra) return null;
  const last = lastCalculator;
  return last && EXTRA_COST_CALCULATORS.has(last) ? last : 'runway';
}

/** "70%" after "I need your gross margin": the figure the last calculation was waiting for. */
export function answersMissing(
  figures: ReadFigure[],
  known: Known,
  lastCalculator: CalculatorId | null,
): CalculatorId | null {
  if (!lastCalculator) return null;
  const values = withDerived(known);
  const missing = NEEDS[lastCalculator].required.filter((role) => !values.has(role));
  const answers = figures.some((figure) =>
    figure.role ? missing.includes(figure.role) : missing.some((role) => fits(role, figure)),
  );
  return answers ? lastCalculator : null;
}

/** Tried in this order: the figures a founder most often states before asking a what-if. */
const IMPLIED_ORDER: CalculatorId[] = [
  'runway',
  'round_dilution',
  'price_change_churn',
  'cac_payback',
  'ltv',
  'break_even',
  'burn_multiple',
];

/**
 * "We have $400k and burn $30k." then "and two engineers at $9k each?": no calculator was
 * named, but the figures said so far are a runway's. The first calculator they complete.
 */
export function impliedCalculator(known: Known): CalculatorId | null {
  const values = withDerived(known);
  return IMPLIED_ORDER.find((id) => NEEDS[id].required.every((role) => values.has(role))) ?? null;
}
