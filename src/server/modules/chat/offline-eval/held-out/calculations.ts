import type { EvalCase } from '../eval-case';

/** Held-out cases: the founder's own figures to work out. */
export const CALCULATIONS: readonly EvalCase[] = [
  // ── calculation ──
  {
    id: 'held-runway-two-engineers',
    coach: 'founder-finance-coach',
    kind: 'calculation',
    // 520,000 ÷ (35,000 + 2 × 9,000) = 520,000 ÷ 53,000 = 9.81 → 9.8 months
    turns: [
      {
        message:
          'cash is $520,000 and net burn is about $35k/month. if we hire two engineers at $9k each per month, what does our runway look like?',
      },
    ],
    mustContain: [['runway']],
    figures: [{ value: 9.8, unit: 'months' }],
  },
  {
    id: 'held-cac-payback-b2b',
    coach: 'go-to-market-coach',
    kind: 'calculation',
    // 1,200 ÷ (150 × 0.75) = 1,200 ÷ 112.5 = 10.67 → 10.7 months
    turns: [
      {
        message:
          'it costs us around $1,200 to land a customer, they pay $150 a month and our gross margin is 75%. how long before we earn that back?',
      },
    ],
    mustContain: [['payback', 'pay back', 'earn back', 'months']],
    figures: [{ value: 10.7, unit: 'months' }],
  },
  {
    id: 'held-ltv-ratio',
    coach: 'pricing-strategist',
    kind: 'calculation',
    // LTV = 80 × 0.70 ÷ 0.04 = 56 ÷ 0.04 = $1,400; LTV:CAC = 1,400 ÷ 500 = 2.8:1
    turns: [
      {
        message:
          'avg account pays $80/mo, 70% gross margin, 4% of customers cancel each month, and we spend $500 to acquire one. whats the lifetime value and how does it compare to what we spend?',
      },
    ],
    mustContain: [['LTV', 'lifetime value']],
    figures: [
      { value: 1400, unit: 'money' },
      { value: 2.8, unit: 'ratio' },
    ],
  },
  {
    id: 'held-burn-multiple-quarter',
    coach: 'fundraising-coach',
    kind: 'calculation',
    // 840,000 ÷ 350,000 = 2.4x
    turns: [
      {
        message:
          'investors keep asking about efficiency. last quarter we burned $840k net and added $350k in net new ARR. what is our burn multiple and is it ok?',
      },
    ],
    mustContain: [['burn multiple']],
    figures: [{ value: 2.4, unit: 'multiple' }],
  },
  {
    id: 'held-price-29-to-39',
    coach: 'pricing-strategist',
    kind: 'calculation',
    // 1 − 29 ÷ 39 = 10 ÷ 39 = 0.2564 → 25.6%
    turns: [
      {
        message:
          "we're at $29/month and thinking of going to $39. what share of customers could we lose and still bring in the same revenue?",
      },
    ],
    mustContain: [['revenue']],
    figures: [{ value: 25.6, unit: 'percent' }],
  },
  {
    id: 'held-dilution-seed',
    coach: 'fundraising-coach',
    kind: 'calculation',
    // 2,000,000 ÷ (9,000,000 + 2,000,000) = 2 ÷ 11 = 0.1818 → 18.2%
    turns: [
      {
        message:
          'we got a term sheet: $2M at a $9M pre-money. how much of the company do the new investors end up owning?',
      },
    ],
    mustContain: [['post-money', 'post money', 'dilut', 'own']],
    figures: [{ value: 18.2, unit: 'percent' }],
  },
  {
    id: 'held-safe-discount-wins',
    coach: 'fundraising-coach',
    kind: 'calculation',
    // min(10,000,000, 11,000,000 × 0.8 = 8,800,000) = 8,800,000 (the discount wins);
    // 600,000 ÷ 8,800,000 = 0.06818 → 6.8%
    turns: [
      {
        message:
          'an angel put $600k in on a SAFE, $10M cap with a 20% discount. our series A is priced at $11M pre. what percentage does she convert into?',
      },
    ],
    mustContain: [['discount']],
    figures: [{ value: 6.8, unit: 'percent' }],
  },
  {
    id: 'held-break-even-customers',
    coach: 'founder-finance-coach',
    kind: 'calculation',
    // 42,000 ÷ (120 − 25) = 42,000 ÷ 95 = 442.1 → 443 customers (rounded up: a threshold)
    turns: [
      {
        message:
          'our fixed costs are 42k a month. we charge $120/month per customer and each one costs us about $25 a month to serve. how many customers do we need to break even?',
      },
    ],
    mustContain: [['break even', 'break-even', 'breakeven']],
    figures: [{ value: 443, unit: 'count' }],
  },
  {
    id: 'held-churn-lifetime',
    coach: 'product-market-fit-coach',
    kind: 'calculation',
    // 1 ÷ 0.06 = 16.67 → 16.7 months
    turns: [
      {
        message:
          'we lose about 6% of our customers every month. how long does a typical customer stick around?',
      },
    ],
    mustContain: [['months']],
    figures: [{ value: 16.7, unit: 'months' }],
  },
  {
    id: 'held-default-alive-growing',
    coach: 'founder-finance-coach',
    kind: 'calculation',
    // Revenue 40k growing 8%/month passes 90k of costs around month 11 (40k × 1.08^11 ≈ 93k);
    // the net burn on the way adds to ≈ $270k, well inside $600k: default alive.
    turns: [
      {
        message:
          "revenue is $40k a month and growing 8% month over month, costs are flat at $90k a month, and we've got $600k in the bank. if we change nothing, do we get to profitability before the money runs out?",
      },
    ],
    mustContain: [['alive', 'profitab']],
    mustNot: ['default dead', 'not default alive'],
  },
  {
    id: 'held-runway-pounds-with-revenue',
    coach: 'founder-finance-coach',
    kind: 'calculation',
    // net burn = 45,000 − 20,000 = 25,000; 250,000 ÷ 25,000 = 10 months
    turns: [
      {
        message:
          "we've got £250k left. we spend about £45k a month and bring in £20k of revenue. how long have we got?",
      },
    ],
    mustContain: [['£250,000', '£25,000']],
    mustNot: ['$250,000', '$25,000'],
    figures: [{ value: 10, unit: 'months' }],
  },
];
