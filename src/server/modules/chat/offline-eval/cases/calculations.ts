import { cashCalculationCases } from './calculations-cash';
import { customerCalculationCases } from './calculations-customers';
import { roundCalculationCases } from './calculations-rounds';

/**
 * The founder's own figures, worked out: each expected figure was computed by hand (the
 * arithmetic is beside it) with the conventions of issue 30's calculators.
 */
export const calculationCases = [
  ...cashCalculationCases,
  ...customerCalculationCases,
  ...roundCalculationCases,
];
