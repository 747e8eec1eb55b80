import type { EvalCase } from '../eval-case';
import { asked, FINANCE, FUNDRAISING, GTM, HIRING, PMF, PRICING, SETUP } from './coaches';

/**
 * The founder's own figures, worked out: each expected figure was computed by hand (the
 * arithmetic is beside it) with the conventions of issue 30's calculators.
 */
export const calculationCases: EvalCase[] = [
  // Runway = cash ÷ (net burn + extra monthly cost).
  asked(
    'calc-runway-200k-15k',
    FINANCE,
    'calculation',
    'we have $200k in the bank and burn 15k a month, how long do we last?',
    [['runway']], // 200,000 ÷ 15,000 = 13.33 → 13.3 months
    { figures: [{ value: 13.3, unit: 'months' }] },
  ),
  asked(
    'calc-runway-480k-32k',
    FINANCE,
    'calculation',
    'cash 480k, net burn 32k/mo. runway?',
    [['runway']], // 480,000 ÷ 32,000 = 15 months
    { figures: [{ value: 15, unit: 'months' }] },
  ),
  asked(
    'calc-runway-euro',
    FINANCE,
    'calculation',
    "we've got €350,000 left and spend about €28k net per month. how many months is that",
    [['runway'], ['€350,000', '€350k']], // 350,000 ÷ 28,000 = 12.5 months
    { figures: [{ value: 12.5, unit: 'months' }] },
  ),
  asked(
    'calc-runway-pounds-contractor',
    FINANCE,
    'calculation',
    '£90k in the bank, burning £12k a month and I want to add a £3k/month contractor. runway??',
    [['runway'], ['£']], // 90,000 ÷ (12,000 + 3,000) = 6 months
    { figures: [{ value: 6, unit: 'months' }] },
  ),
  asked(
    'calc-runway-senior-hire',
    HIRING,
    'calculation',
    'cash is 600k and burn is 40k/month. if I hire a senior engineer at 10k a month how long do we have?',
    [['runway']], // 600,000 ÷ (40,000 + 10,000) = 12 months
    { figures: [{ value: 12, unit: 'months' }] },
  ),
  asked(
    'calc-runway-two-hires',
    HIRING,
    'calculation',
    "we're at $300k cash and $25k burn. can we afford two hires at $7k each per month? how long would the money last",
    [['runway']], // 300,000 ÷ (25,000 + 2 × 7,000) = 300,000 ÷ 39,000 = 7.69 → 7.7 months
    { figures: [{ value: 7.7, unit: 'months' }] },
  ),
  asked(
    'calc-runway-before-round',
    FUNDRAISING,
    'calculation',
    'We have $1.2M in the bank burning $70k/month. How many months of runway before we need to close the round?',
    [['runway'], ['6-9 months', 'three to six months']], // 1,200,000 ÷ 70,000 = 17.14 → 17.1 months
    { figures: [{ value: 17.1, unit: 'months' }] },
  ),
  // Default alive: does revenue growing at its rate reach expenses before the cash runs out?
  asked(
    'calc-default-alive',
    FINANCE,
    'calculation',
    'revenue $20k/mo growing 10% a month, expenses $50k/month, $500k in the bank. are we default alive?',
    // 20k × 1.1^n ≥ 50k at n ≈ 9.6, so about 10 months; the burn until then is about
    // 10 × 50k − 20k × (1.1^10 − 1) ÷ 0.1 ≈ 500k − 319k = $181k, under the $500k: alive.
    [['default alive']],
    { mustNot: ['default dead', 'not default alive'] },
  ),
  asked(
    'calc-default-dead',
    FUNDRAISING,
    'calculation',
    'mrr 5k growing 5% monthly, we spend 60k a month and have 200k cash. are we default alive or default dead?',
    // 5k × 1.05^n ≥ 60k needs n ≈ 51 months; $200k at ~$55k net burn lasts under 4: dead.
    [['default dead', 'not default alive']],
    { mustNot: ['you are default alive'] },
  ),
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
  // Burn multiple = net burn ÷ net new ARR over the same period.
  asked(
    'calc-burn-multiple-year',
    FUNDRAISING,
    'calculation',
    "we burned $1.8M last year and net new ARR was $1.2M. what's our burn multiple, is it ok for a series a?",
    [['burn multiple']], // 1.8M ÷ 1.2M = 1.5x
    { figures: [{ value: 1.5, unit: 'multiple' }] },
  ),
  asked(
    'calc-burn-multiple-month',
    FINANCE,
    'calculation',
    'net burn 90k per month, net new arr 45k per month. burn multiple?',
    [['burn multiple']], // 90k ÷ 45k = 2x
    { figures: [{ value: 2, unit: 'multiple' }] },
  ),
  asked(
    'calc-burn-multiple-quarter',
    FUNDRAISING,
    'calculation',
    'burn multiple if we burned €600k in the quarter and added €500k net new ARR?',
    [['burn multiple'], ['€']], // 600k ÷ 500k = 1.2x
    { figures: [{ value: 1.2, unit: 'multiple' }] },
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
  // Round dilution: investors own amount ÷ (pre + amount); a pool top-up is % of post-money.
  asked(
    'calc-dilution-2m-8m',
    FUNDRAISING,
    'calculation',
    'raising $2M at $8M pre. how much do we give away?',
    [['dilut']], // 2M ÷ (8M + 2M) = 20%
    { figures: [{ value: 20, unit: 'percent' }] },
  ),
  asked(
    'calc-dilution-with-pool',
    FUNDRAISING,
    'calculation',
    '$3M on a $12M pre with a 10% option pool top-up, what do the founders give up?',
    [['pool']], // investors 3M ÷ 15M = 20%, the pool 10% of post: founders give up 20% + 10% = 30%
    { figures: [{ value: 20, unit: 'percent' }] },
  ),
  asked(
    'calc-dilution-euro',
    FUNDRAISING,
    'calculation',
    '€1.5M seed at €4.5M pre-money - what % do the investors get?',
    [['15-25%']], // 1.5M ÷ (4.5M + 1.5M) = 25%
    { figures: [{ value: 25, unit: 'percent' }] },
  ),
  asked(
    'calc-dilution-750k',
    FINANCE,
    'calculation',
    'if we raise 750k at a 3.25M pre, how much dilution is that',
    [['dilut']], // 0.75M ÷ (3.25M + 0.75M) = 18.75% → 18.8%
    { figures: [{ value: 18.8, unit: 'percent' }] },
  ),
  // SAFE (post-money): ownership = investment ÷ min(cap, priced-round pre × (1 − discount)).
  asked(
    'calc-safe-cap-wins',
    FUNDRAISING,
    'calculation',
    'an angel puts $250k on a safe, $6M cap, 20% discount, our series A is priced at $10M pre. how much does she get?',
    [], // min(6M, 10M × 0.8 = 8M) = 6M; 250k ÷ 6M = 4.17% → 4.2%
    { figures: [{ value: 4.2, unit: 'percent' }] },
  ),
  asked(
    'calc-safe-discount-wins',
    FUNDRAISING,
    'calculation',
    'we have a $400k SAFE, cap $8M, discount 20%. the A is at $9M pre. what does the safe convert into?',
    [['discount']], // min(8M, 9M × 0.8 = 7.2M) = 7.2M; 400k ÷ 7.2M = 5.56% → 5.6%
    { figures: [{ value: 5.6, unit: 'percent' }] },
  ),
  asked(
    'calc-safe-cap-only',
    SETUP,
    'calculation',
    '€200k SAFE with a €4M cap, what % of the company is that',
    [], // 200k ÷ 4M = 5%
    { figures: [{ value: 5, unit: 'percent' }] },
  ),
  // Break-even customers = ceil(fixed costs ÷ (price − variable cost)).
  asked(
    'calc-break-even-99',
    FINANCE,
    'calculation',
    'fixed costs are $45k a month, we charge $99 and each customer costs us $19 to serve. how many customers to break even?',
    [['break even', 'break-even']], // 45,000 ÷ (99 − 19) = 45,000 ÷ 80 = 562.5 → 563 customers
    { figures: [{ value: 563, unit: 'count' }] },
  ),
  asked(
    'calc-break-even-euro',
    PRICING,
    'calculation',
    'at €39/month with €9 variable cost per customer and €18,000 monthly fixed costs, how many customers do I need to break even',
    [['break even', 'break-even']], // 18,000 ÷ (39 − 9) = 18,000 ÷ 30 = 600 customers
    { figures: [{ value: 600, unit: 'count' }] },
  ),
  asked(
    'calc-break-even-250',
    GTM,
    'calculation',
    'we need to cover $30k/month of costs, plan is $250/mo and serving a customer costs $50. how many customers do we need?',
    [], // 30,000 ÷ (250 − 50) = 150 customers
    { figures: [{ value: 150, unit: 'count' }] },
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
