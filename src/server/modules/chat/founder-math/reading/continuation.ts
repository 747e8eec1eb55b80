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
