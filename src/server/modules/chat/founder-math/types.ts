import type { z } from 'zod';

export type CalculatorId =
  | 'runway'
  | 'default_alive'
  | 'cac_payback'
  | 'ltv'
  | 'burn_multiple'
  | 'price_change_churn'
  | 'round_dilution'
  | 'safe_conversion'
  | 'break_even'
  | 'churn_lifetime';

export type Currency = '$' | '€' | '£';

export interface Calculation {
  calculator: CalculatorId;
  /** "Runway" */
  title: string;
  /** English markdown: lines stating formula, inputs and the bold result (each with " = "),
   *  then one plain line of meaning. Lines are separated by "\n". */
  text: string;
  /** The headline figures by name, formatted (for a model tool's result). */
  result: Record<string, string>;
}

export interface Calculator<I> {
  id: CalculatorId;
  title: string;
  /** For a model's function tool: what it computes and when to use it. */
  description: string;
  inputSchema: z.ZodType<I>;
  compute(input: I): Calculation;
}
