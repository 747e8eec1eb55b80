import type { Figure } from './figures';

/** What a figure is, read from the words around it. */
export type Role =
  | 'cash'
  | 'burn'
  | 'revenue'
  | 'expenses'
  | 'price'
  | 'newPrice'
  | 'priceRise'
  | 'extraCost'
  | 'extraRevenue'
  | 'newFunding'
  | 'cac'
  | 'margin'
  | 'churn'
  | 'growth'
  | 'preMoney'
  | 'amount'
  | 'investment'
  | 'pool'
  | 'cap'
  | 'discount'
  | 'netNewArr'
  | 'unitCost'
  | 'customers'
  | 'founders'
  | 'employees';

export type RoleKind = 'money' | 'percent' | 'count';

export const ROLE_KIND: Record<Role, RoleKind> = {
  cash: 'money',
  burn: 'money',
  revenue: 'money',
  expenses: 'money',
  price: 'money',
  newPrice: 'money',
  priceRise: 'percent',
  extraCost: 'money',
  extraRevenue: 'money',
  newFunding: 'money',
  cac: 'money',
  margin: 'percent',
  churn: 'percent',
  growth: 'percent',
  preMoney: 'money',
  amount: 'money',
  investment: 'money',
  pool: 'percent',
  cap: 'money',
  discount: 'percent',
  netNewArr: 'money',
  unitCost: 'money',
  customers: 'count',
  founders: 'count',
  employees: 'count',
};

/** Whether a figure can play a role: a percentage a rate, a plain count a number of things. */
/** Sums held or paid once: "$80 a month" is never a CAC, a cash balance or a valuation. */
const STOCKS = new Set<Role>([
  'cash',
  'cac',
  'preMoney',
  'amount',
  'investment',
  'cap',
  'newFunding',
]);

export function fits(role: Role, figure: Figure): boolean {
  const kind = ROLE_KIND[role];
  if (STOCKS.has(role) && figure.period === 'month') return false;
  if (kind === 'percent') return figure.kind === 'percent';
  const measured = Boolean(figure.period) || figure.perAccount;
  if (kind === 'count') return figure.kind === 'number' && figure.value.isInteger() && !measured;
  if (figure.kind === 'percent') return false;
  return figure.kind === 'money' || figure.value.gte(100) || measured;
}
