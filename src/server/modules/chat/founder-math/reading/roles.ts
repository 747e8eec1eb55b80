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
