import type { Calculation, CalculatorId } from '../types';

/**
 * What the founder's words (this message, then earlier ones) allow. `subject`: what this
 * message's figures are about, in the knowledge's words ("price pricing" for "$29 a month").
 */
export type FigureReading =
  | { kind: 'calculation'; calculation: Calculation; facts: string[]; subject?: string }
  | {
      kind: 'missing';
      calculator: CalculatorId;
      question: string;
      facts: string[];
      subject?: string;
    }
  | { kind: 'facts'; facts: string[]; subject?: string }
  | null;
