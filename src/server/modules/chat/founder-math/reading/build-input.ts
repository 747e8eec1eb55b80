import Decimal from 'decimal.js';
import type { CalculatorId, Currency } from '../types';
import type { ReadFigure } from './assign-roles';
import type { Role } from './roles';

export type Known = Map<Role, ReadFigure>;

/** A figure per month: a yearly one is divided by twelve. */
function monthly(figure: ReadFigure | undefined): Decimal | undefined {
  if (!figure) return undefined;
  return figure.period === 'year' ? figure.value.div(12) : figure.value;
}

/** Figures one can work out from others (burn from costs and revenue, and back). */
export function withDerived(known: Known): Map<Role, Decimal> {
  const values = new Map<Role, Decimal>();
  for (const [role, figure] of known) values.set(role, figure.value);
  const burn = monthly(known.get('burn'));
  const revenue = monthly(known.get('revenue'));
  const expenses = monthly(known.get('expenses'));
  if (burn) values.set('burn', burn);
  if (revenue) values.set('revenue', revenue);
  if (expenses) values.set('expenses', expenses);
  if (!burn && revenue && expenses) values.set('burn', expenses.minus(revenue));
  // Costs with no revenue said: a company before revenue burns what it spends.
  if (!burn && !revenue && expenses) values.set('burn', expenses);
  if (!expenses && revenue && burn) values.set('expenses', burn.plus(revenue));
  const rise = values.get('priceRise');
  const price = values.get('price');
  if (!values.has('newPrice') && rise && price) {
    values.set('newPrice', price.times(rise.plus(100)).div(100));
  }
  if (!values.has('investment') && values.has('amount')) {
    values.set('investment', values.get('amount') ?? new Decimal(0));
  }
  return values;
}

type Input = Record<string, number | string>;
const n = (value: Decimal | undefined) => value?.toNumber();

/** The calculator's input, field by field; undefined fields are left out. */
export function buildInput(
  calculator: CalculatorId,
  values: Map<Role, Decimal>,
  known: Known,
  currency: Currency,
): Input {
  const v = (role: Role) => n(values.get(role));
  const extra = values.get('extraCost');
  const expensesWithExtra = n(extra ? values.get('expenses')?.plus(extra) : values.get('expenses'));
  const fields: Record<CalculatorId, Record<string, number | undefined>> = {
    runway: {
      cash: v('cash'),
      monthlyNetBurn: v('burn'),
      extraMonthlyCost: v('extraCost'),
      extraMonthlyRevenue: v('extraRevenue'),
      newFunding: v('newFunding'),
    },
    default_alive: {
      cash: v('cash'),
      monthlyRevenue: v('revenue'),
      monthlyExpenses: expensesWithExtra,
      monthlyGrowthPercent: v('growth'),
    },
    cac_payback: {
      cac: v('cac'),
      monthlyRevenuePerAccount: v('price'),
      grossMarginPercent: v('margin'),
    },
    ltv: {
      monthlyRevenuePerAccount: v('price'),
      grossMarginPercent: v('margin'),
      monthlyChurnPercent: v('churn'),
      cac: v('cac'),
    },
    burn_multiple: { netBurn: n(known.get('burn')?.value), netNewArr: v('netNewArr') },
    price_change_churn: {
      oldPrice: v('price'),
      newPrice: v('newPrice'),
      grossMarginPercent: v('margin'),
      unitCost: v('unitCost'),
    },
    round_dilution: {
      preMoney: v('preMoney'),
      amountRaised: v('amount'),
      poolTopUpPercent: v('pool'),
    },
    safe_conversion: {
      investment: v('investment'),
      valuationCap: v('cap'),
      discountPercent: v('discount'),
      pricedRoundPreMoney: v('preMoney'),
    },
    break_even: {
      fixedMonthlyCosts: expensesWithExtra,
      pricePerCustomer: v('price'),
      variableCostPerCustomer: v('unitCost'),
      grossMarginPercent: v('unitCost') === undefined ? v('margin') : undefined,
    },
    churn_lifetime: { monthlyChurnPercent: v('churn'), customers: v('customers') },
  };
  const input: Input = calculator === 'churn_lifetime' ? {} : { currency };
  for (const [field, value] of Object.entries(fields[calculator])) {
    if (value !== undefined) input[field] = value;
  }
  return input;
}
