import { CHEAP } from './phrasing';
import type { Phrasing } from './phrasing';

/** English phrasings about customers: CAC payback, LTV, a price change, lifetime. */
export const ENGLISH_CUSTOMERS: Phrasing[] = [
  // Everyday wordings of the questions: what is left, earning it back, what a customer is
  // worth, giving away, how long customers stay, moving a price from one figure to another.
  // A price moved in Portuguese, Spanish and French, with the customers one can lose.
  {
    message: 'Cobramos 15 € al mes; si pasamos a 19 €, ¿cuántos clientes podemos perder?',
    expected: { calculator: 'price_change_churn', result: { sameRevenue: '21.1%' } },
  },
  {
    message: 'On passe de 20 € à 25 € par mois : combien de clients peut-on perdre ?',
    expected: { calculator: 'price_change_churn', result: { sameRevenue: '20%' } },
  },
  {
    message: 'Se subirmos de R$ 50 para R$ 60, quantos clientes podemos perder?',
    expected: { calculator: 'price_change_churn', result: { sameRevenue: '16.7%' } },
  },
  // What the money is for, said after it, names it: "spend $650 to acquire one" is the CAC,
  // not a burn, and "pay $900 to get each one" is not what a customer pays.
  {
    message:
      'each account pays $90 a month, margin 75%, churn 3% a month, and we spend $650 to acquire one. what is a customer worth?',
    expected: { calculator: 'ltv', result: { ltv: '$2,250', ltvToCac: '3.5:1' } },
  },
  {
    message: 'and if we pay $900 to get each one?',
    earlier: ['accounts pay $100 a month, 80% margin, 4% monthly churn. ltv?'],
    expected: { calculator: 'ltv', result: { ltv: '$2,000', ltvToCac: '2.2:1' } },
  },
  // A monthly figure per account is never the CAC, even with "CAC" said before it.
  {
    message: 'LTV check: $120 a month per account, 70% margin, 4% churn monthly, cac $2,000',
    expected: { calculator: 'ltv', result: { ltv: '$2,100', ltvToCac: '1.1:1' } },
  },
  {
    message: 'we lose around 2% of users each month. how long is a user with us on average?',
    expected: {
      calculator: 'churn_lifetime',
      result: { averageLifetime: '50 months', leftAfter12Months: '78.5%' },
    },
  },
  // Figures stated first, the question after: the earlier figures are read with it.
  {
    message: 'how many customers could we lose?',
    earlier: ["we're at $15/month, considering $20"],
    expected: { calculator: 'price_change_churn', result: { sameRevenue: '25%' } },
  },
  {
    message:
      'it costs us $900 to land a new account paying $120 a month at 70% margin. how long to make it back?',
    expected: { calculator: 'cac_payback', result: { payback: '10.7 months' } },
  },
  {
    message:
      'churn is 4% a month, customers pay $60 at 85% margin: what is a customer worth to us?',
    expected: { calculator: 'ltv', result: { ltv: '$1,275' } },
  },
  {
    message: 'we want to go from $19 to $25 per seat. how many customers can we afford to lose?',
    expected: { calculator: 'price_change_churn', result: { sameRevenue: '24%' } },
  },
  {
    message: 'our monthly churn is 3%, how long does a typical customer stay?',
    expected: {
      calculator: 'churn_lifetime',
      result: { averageLifetime: '33.3 months', leftAfter12Months: '69.4%' },
    },
  },
  {
    message: 'CAC $400, $50/month at 80 % margin, payback?',
    expected: { calculator: 'cac_payback', result: { payback: '10 months' } },
  },
  {
    message: "What's our CAC payback? CAC is $1,000, customers pay $100/mo, gross margin 50%",
    expected: { calculator: 'cac_payback', result: { payback: '20 months' } },
  },
  {
    message: "CAC $400 and customers pay $50 a month. What's our payback?",
    expected: {
      missing: 'cac_payback',
      question:
        'To work out your CAC payback I need your gross margin: what share of each $50 do you keep after direct costs?',
    },
  },
  {
    message:
      'Our CAC is about €1.2k and customers pay €99 a month, margins 75%. When do we get our CAC back?',
    expected: { calculator: 'cac_payback', result: { payback: '16.2 months' } },
  },
  {
    message: 'LTV? ARPA $50, 80% gross margin, 3% monthly churn, CAC $400',
    expected: { calculator: 'ltv', result: { ltv: '$1,333.33', ltvToCac: '3.3:1' } },
  },
  {
    message: 'What if I charged $49 instead?',
    earlier: [CHEAP],
    expected: { calculator: 'price_change_churn', result: { sameRevenue: '40.8%' } },
  },
  {
    message: 'And $59?',
    earlier: [CHEAP, 'What if I charged $49 instead?'],
    expected: { calculator: 'price_change_churn', result: { sameRevenue: '50.8%' } },
  },
  {
    message: "What's the LTV if ARPA is $100, margin 70% and churn 2%?",
    expected: { calculator: 'ltv', result: { ltv: '$3,500' } },
  },
  {
    // Cost at 60% margin: €19 × 40% = €7.60; 1 − 11.40 ÷ 17.40 = 34.5%.
    message: 'Price increase from €19 to €25 at 60% gross margin: how much churn can we take?',
    expected: {
      calculator: 'price_change_churn',
      result: { sameRevenue: '24%', sameGrossProfit: '34.5%' },
    },
  },
  {
    // 85% of $99 = $84.15 a month; 400 ÷ 84.15 = 4.75
    message:
      'We charge $99/month and it costs us $400 to acquire a customer. Gross margin is 85%. How many months to recover CAC?',
    expected: { calculator: 'cac_payback', result: { payback: '4.8 months' } },
  },
  {
    message:
      "We're thinking of increasing our price by 20% from $50. How many customers could we lose?",
    expected: { calculator: 'price_change_churn', result: { sameRevenue: '16.7%' } },
  },
  {
    message: 'We lose 3% of customers every month, how long do they stay?',
    expected: { calculator: 'churn_lifetime', result: { averageLifetime: '33.3 months' } },
  },
  {
    // 400 ÷ (50 × 70% = 35) = 11.43
    message: 'about 70%',
    earlier: ["CAC $400 and customers pay $50 a month. What's our payback?"],
    expected: { calculator: 'cac_payback', result: { payback: '11.4 months' } },
  },
  {
    message: 'What if we doubled the price?',
    earlier: [CHEAP],
    expected: { calculator: 'price_change_churn', result: { sameRevenue: '50%' } },
  },
  {
    // 1 − 29 ÷ 39 = 25.64%
    message: 'What about $39?',
    earlier: [CHEAP, 'What if I charged $49 instead?'],
    expected: { calculator: 'price_change_churn', result: { sameRevenue: '25.6%' } },
  },
  {
    message: 'We want to raise our price from $29 to $49, how many customers can we lose?',
    expected: { calculator: 'price_change_churn', result: { sameRevenue: '40.8%' } },
  },
  {
    message: 'Our monthly churn is 5%. What is our retention after a year?',
    expected: {
      calculator: 'churn_lifetime',
      result: { averageLifetime: '20 months', leftAfter12Months: '54%' },
    },
  },
];
