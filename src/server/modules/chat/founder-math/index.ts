/** Founder calculators with exact decimal arithmetic, and the reading of a founder's figures. */
export type { Calculation, Calculator, CalculatorId, Currency } from './types';
export { CALCULATORS, findCalculator, runCalculator } from './calculators';
export type { CalculatorRun } from './calculators';
export type { FigureReading } from './reading/figure-reading';
export { readFigures } from './read-figures';
