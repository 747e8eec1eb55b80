import type { Calculation, CalculatorId } from '../types';

/** What the founder's words (this message, then earlier ones) allow. */
export type FigureReading =
  | { kind: 'calculation'; calculation: Calculation; facts: string[] }
  | { kind: 'missing'; calculator: CalculatorId; question: string; facts: string[] }
  | { kind: 'facts'; facts: string[] }
  | null;
