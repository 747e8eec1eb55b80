import type { EvalCase } from '../eval-case';
import { asked, FINANCE, GTM, PMF, PRICING } from './coaches';

/**
 * CAC payback, LTV, a price change and customer lifetime, from the founder's own figures.
 * Each expected figure was computed by hand, the arithmetic beside it.
 */
export const customerCalculationCases: EvalCase[] = [
  // CAC payback = CAC ÷ (monthly revenue per account × gross margin).
  asked(
    'calc-cac-payback-400',
    FINANCE,
    'calculation',
    'CAC is $400, customers pay $50/month, 80% gross margin. payback?',
    [['payback']], // 400 ÷ (50 × 0.8) = 400 ÷ 40 = 10 months
    { figures: [{ value: 10, unit: 'months' }] },
  ),
  asked(
    'calc-cac-payback-1200',
    GTM,
    'calculation',
    'we spend about $1,200 to land a customer who pays $150 a month, margins around 75%. how long to earn it back',
    [['payback', 'earn it back']], // 1,200 ÷ (150 × 0.75) = 1,200 ÷ 112.5 = 10.67 → 10.7 months
    { figures: [{ value: 10.7, unit: 'months' }] },
  ),
  asked(
    'calc-cac-payback-900',
    PRICING,
    'calculation',
    'cac $900, arpa $60/mo, gm 70%, payback period?',
    [['payback']], // 900 ÷ (60 × 0.7) = 900 ÷ 42 = 21.43 → 21.4 months
    { figures: [{ value: 21.4, unit: 'months' }] },
  ),
  asked(
    'calc-cac-payback-euro',
    GTM,
    'calculation',
    'our CAC is €2,000 and ARPA €250/month at 85% margin - payback?',
    [['payback'], ['€']], // 2,000 ÷ (250 × 0.85) = 2,000 ÷ 212.5 = 9.41 → 9.4 months
    { figures: [{ value: 9.4, unit: 'months' }] },
  ),

  // LTV = ARPA × gross margin ÷ monthly churn; LTV:CAC = LTV ÷ CAC.
  asked(
    'calc-ltv-cac-100',
    FINANCE,
    'calculation',
    'arpa $100/mo, 80% margin, 4% monthly churn, CAC $600. whats our ltv and ltv:cac?',
    [['ltv']], // LTV = 100 × 0.8 ÷ 0.04 = $2,000; 2,000 ÷ 600 = 3.33 → 3.3:1
    {
      figures: [
        { value: 2000, unit: 'money' },
        { value: 3.3, unit: 'ratio' },
      ],
    },
  ),
  asked(
    'calc-ltv-29',
    PRICING,
    'calculation',
    'customers pay $29/month, gross margin 90%, churn 5% a month. ltv?',
    [['ltv']], // 29 × 0.9 ÷ 0.05 = 26.1 ÷ 0.05 = $522
    { figures: [{ value: 522, unit: 'money' }] },
  ),
  asked(
    'calc-ltv-cac-low',
    GTM,
    'calculation',
    'LTV to CAC check: $80 a month per account, 75% margin, 3% churn monthly, cac $1,500',
    [['ltv']], // LTV = 80 × 0.75 ÷ 0.03 = $2,000; 2,000 ÷ 1,500 = 1.33 → 1.3:1
    {
      figures: [
        { value: 2000, unit: 'money' },
        { value: 1.3, unit: 'ratio' },
      ],
    },
  ),
  asked(
    'calc-ltv-customer-worth',
    PMF,
    'calculation',
    "we lose 6% of customers a month, they pay $45, margin 80%. what's a customer worth?",
    [], // 45 × 0.8 ÷ 0.06 = 36 ÷ 0.06 = $600
    { figures: [{ value: 600, unit: 'money' }] },
  ),

  // Price change: the share of customers you can lose with the same revenue = 1 − old ÷ new.
  asked(
    'calc-price-29-to-39',
    PRICING,
    'calculation',
    'what if I raise from $29 to $39, how many customers can I lose and still make the same money?',
    [['$39']], // 1 − 29 ÷ 39 = 0.2564 → 25.6%
    { figures: [{ value: 25.6, unit: 'percent' }] },
  ),
  asked(
    'calc-price-49-to-59-euro',
    PRICING,
    'calculation',
    'going from €49 to €59 per month, how much churn can we absorb?',
    [['€59']], // 1 − 49 ÷ 59 = 0.1695 → 16.9%
    { figures: [{ value: 16.9, unit: 'percent' }] },
  ),
  asked(
    'calc-price-per-user',
    PRICING,
    'calculation',
    'we charge $10/user, thinking $12. what % of users could we lose before revenue drops',
    [['$12']], // 1 − 10 ÷ 12 = 0.1667 → 16.7%
    { figures: [{ value: 16.7, unit: 'percent' }] },
  ),
  asked(
    'calc-price-pounds',
    GTM,
    'calculation',
    'moving our plan from £99 to £129 a month. how many customers can we afford to lose?',
    [['£129']], // 1 − 99 ÷ 129 = 0.2326 → 23.3%
    { figures: [{ value: 23.3, unit: 'percent' }] },
  ),

  // Churn lifetime = 1 ÷ monthly churn.
  asked(
    'calc-lifetime-8',
    PMF,
    'calculation',
    'our monthly churn is 8%, how long does an average customer stay?',
    [], // 1 ÷ 0.08 = 12.5 months
    { figures: [{ value: 12.5, unit: 'months' }] },
  ),
  asked(
    'calc-lifetime-3',
    FINANCE,
    'calculation',
    'churn is 3% monthly. average customer lifetime?',
    [], // 1 ÷ 0.03 = 33.33 → 33.3 months
    { figures: [{ value: 33.3, unit: 'months' }] },
  ),
  asked(
    'calc-lifetime-5',
    GTM,
    'calculation',
    'we lose about 5% of accounts every month, so how long is a customer with us on average?',
    [], // 1 ÷ 0.05 = 20 months
    { figures: [{ value: 20, unit: 'months' }] },
  ),
];
