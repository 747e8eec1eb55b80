import { breakEvenCalculator } from './calculators/break-even';
import { burnMultipleCalculator } from './calculators/burn-multiple';
import { cacPaybackCalculator } from './calculators/cac-payback';
import { churnLifetimeCalculator } from './calculators/churn-lifetime';
import { defaultAliveCalculator } from './calculators/default-alive';
import { ltvCalculator } from './calculators/ltv';
import { priceChangeChurnCalculator } from './calculators/price-change-churn';
import { roundDilutionCalculator } from './calculators/round-dilution';
import { runwayCalculator } from './calculators/runway';
import { safeConversionCalculator } from './calculators/safe-conversion';
import type { Calculation, Calculator, CalculatorId } from './types';

/** Every calculator; `compute` takes what its own `inputSchema` parsed. */
export const CALCULATORS: readonly Calculator<unknown>[] = [
  runwayCalculator,
  defaultAliveCalculator,
  cacPaybackCalculator,
  ltvCalculator,
  burnMultipleCalculator,
  priceChangeChurnCalculator,
  roundDilutionCalculator,
  safeConversionCalculator,
  breakEvenCalculator,
  churnLifetimeCalculator,
];

export function findCalculator(id: CalculatorId): Calculator<unknown> {
  const calculator = CALCULATORS.find((candidate) => candidate.id === id);
  if (!calculator) throw new Error(`No calculator ${id}`);
  return calculator;
}

export type CalculatorRun = { ok: true; calculation: Calculation } | { ok: false; error: string };

/** Validates raw arguments (e.g. a model's tool call) with the schema, then computes. */
export function runCalculator(id: CalculatorId, rawInput: unknown): CalculatorRun {
  const calculator = findCalculator(id);
  const parsed = calculator.inputSchema.safeParse(rawInput);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || 'input'}: ${issue.message}`,
    );
    return { ok: false, error: `Invalid ${calculator.title} input: ${problems.join('; ')}` };
  }
  return { ok: true, calculation: calculator.compute(parsed.data) };
}
