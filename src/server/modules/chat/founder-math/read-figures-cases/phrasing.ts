import type { CalculatorId } from '../types';

/** How a founder writes, and what the reading must give; expected figures worked out by hand. */
export type Expected =
  | { calculator: CalculatorId; result: Record<string, string> }
  | { missing: CalculatorId; question?: string }
  | { facts: string[] }
  | null;

export interface Phrasing {
  message: string;
  earlier?: string[];
  expected: Expected;
}

export const RUNWAY_EN =
  'We have $200k in the bank and burn $15k per month. How long is our runway?';
export const RUNWAY_PT =
  'Temos € 300.000 no banco e queimamos 20 mil por mês. Quanto tempo de runway?';
export const RUNWAY_ES =
  'Tenemos 200 mil euros en el banco y quemamos 15 mil al mes, ¿cuánto runway tenemos?';
export const RUNWAY_FR =
  'Nous avons 300 000 € en banque et brûlons 25 k€ par mois. Combien de mois de trésorerie ?';
export const CHEAP = 'Is $29 per month too cheap for a B2B tool?';
