import type { CalculatorId } from '../types';
import type { Role } from './roles';

/** What each calculator needs from the founder, and how to ask for what is missing. */
export interface Need {
  required: Role[];
  optional: Role[];
  /** "To work out {goal} I need …" */
  goal: string;
}

export const NEEDS: Record<CalculatorId, Need> = {
  runway: {
    required: ['cash', 'burn'],
    optional: ['extraCost', 'extraRevenue', 'newFunding', 'revenue', 'expenses'],
    goal: 'your runway',
  },
  default_alive: {
    required: ['cash', 'revenue', 'expenses', 'growth'],
    optional: ['burn', 'extraCost'],
    goal: 'whether you are default alive',
  },
  cac_payback: { required: ['cac', 'price', 'margin'], optional: [], goal: 'your CAC payback' },
  ltv: { required: ['price', 'margin', 'churn'], optional: ['cac'], goal: 'your LTV' },
  burn_multiple: { required: ['burn', 'netNewArr'], optional: [], goal: 'your burn multiple' },
  price_change_churn: {
    required: ['price', 'newPrice'],
    optional: ['margin', 'unitCost', 'priceRise'],
    goal: 'what the new price can absorb',
  },
  round_dilution: {
    required: ['preMoney', 'amount'],
    optional: ['pool'],
    goal: 'the dilution of your round',
  },
  safe_conversion: {
    required: ['investment', 'cap'],
    optional: ['discount', 'preMoney', 'amount'],
    goal: 'what the SAFE converts into',
  },
  break_even: {
    required: ['expenses', 'price'],
    optional: ['unitCost', 'margin', 'extraCost'],
    goal: 'your break-even',
  },
  churn_lifetime: { required: ['churn'], optional: ['customers'], goal: 'your customer lifetime' },
};

/** What a missing figure is called, and the question that asks for it ({price}: a known price). */
export const ASK_FOR: Partial<Record<Role, { name: string; ask: string }>> = {
  cash: { name: 'cash in the bank', ask: 'how much cash do you have in the bank' },
  burn: { name: 'monthly net burn', ask: 'how much more do you spend than you earn each month' },
  revenue: { name: 'monthly revenue', ask: 'how much revenue do you make a month' },
  expenses: { name: 'monthly costs', ask: 'what do you spend a month in total' },
  growth: {
    name: 'monthly revenue growth',
    ask: 'by what percentage does revenue grow each month',
  },
  cac: { name: 'CAC', ask: 'what does winning one customer cost you' },
  price: { name: 'revenue per customer', ask: 'what does one customer pay you a month' },
  newPrice: { name: 'new price', ask: 'what price are you considering' },
  margin: {
    name: 'gross margin',
    ask: 'what share of each {price} do you keep after direct costs',
  },
  churn: { name: 'monthly churn', ask: 'what share of customers leave each month' },
  netNewArr: {
    name: 'net new ARR',
    ask: 'how much ARR did you add over the same period, net of churn',
  },
  preMoney: { name: 'pre-money valuation', ask: 'what is the pre-money valuation' },
  amount: { name: 'round size', ask: 'how much are you raising' },
  investment: { name: 'SAFE amount', ask: 'how much is invested through the SAFE' },
  cap: { name: 'valuation cap', ask: "what is the SAFE's valuation cap" },
};

export function missingQuestion(
  calculator: CalculatorId,
  missing: Role[],
  price: string | null,
): string {
  const asked = missing.flatMap((role) => (ASK_FOR[role] ? [ASK_FOR[role]] : []));
  const names = joinAnd(asked.map((entry) => `your ${entry.name}`));
  const asks = joinAnd(
    asked.map((entry) =>
      entry.ask.replace('{price}', price ?? 'sale').replace('each sale', 'each sale'),
    ),
  );
  return `To work out ${NEEDS[calculator].goal} I need ${names}: ${asks}?`;
}

function joinAnd(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}
