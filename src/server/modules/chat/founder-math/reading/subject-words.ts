import type { ReadFigure } from './assign-roles';
import type { Role } from './roles';

/**
 * What a figure's role says the question is about, in the words knowledge uses: "$29 per
 * month" for a tool is a price, so "is it too cheap?" is a pricing question.
 */
const SUBJECT: Partial<Record<Role, string>> = {
  cash: 'cash runway',
  burn: 'burn runway',
  revenue: 'revenue growth',
  expenses: 'costs',
  price: 'price pricing',
  newPrice: 'price increase',
  priceRise: 'price increase',
  extraCost: 'hire cost',
  newFunding: 'raise runway',
  cac: 'acquisition cost cac',
  margin: 'gross margin',
  churn: 'churn retention',
  growth: 'growth',
  preMoney: 'valuation dilution',
  amount: 'round raise',
  investment: 'safe',
  pool: 'option pool',
  cap: 'valuation cap safe',
  discount: 'discount',
  netNewArr: 'arr burn multiple',
  unitCost: 'cost to serve',
};

/** The subject words of this message's figures, each once. */
export function subjectOf(figures: ReadFigure[]): string {
  const words = figures.flatMap((figure) => (figure.role ? (SUBJECT[figure.role] ?? []) : []));
  return [...new Set(words)].join(' ');
}
