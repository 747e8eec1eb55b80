import type { EvalCase } from '../eval-case';

/** Calculations on the founder's own figures; each expected figure is worked by hand. */
export const CALCULATIONS: readonly EvalCase[] = [
  {
    id: 'held4-fundraising-safe-ownership',
    coach: 'fundraising-coach',
    kind: 'calculation',
    turns: [
      {
        message:
          'raising 400k on a post money safe with a 5m cap, what % do the safe investors end up owning?',
      },
    ],
    mustContain: [
      ['post-money', 'post money'],
      ['before the new priced round', 'priced round', 'at conversion', 'converts'],
    ],
    // 400,000 ÷ 5,000,000 post-money cap = 0.08 = 8%
    figures: [{ value: 8, unit: 'percent' }],
  },
  {
    id: 'held4-fundraising-round-dilution',
    coach: 'fundraising-coach',
    kind: 'calculation',
    turns: [
      {
        message:
          'a vc offered €1.5m at €6m pre money.. how much of the company are we giving away in this round',
      },
    ],
    mustContain: [
      ['post-money', 'post money'],
      ['15-25%', '10-20%'],
    ],
    // 1.5m ÷ (6m pre + 1.5m) = 1.5 ÷ 7.5 = 0.20 = 20%
    figures: [{ value: 20, unit: 'percent' }],
  },
  {
    id: 'held4-finance-runway',
    coach: 'founder-finance-coach',
    kind: 'calculation',
    turns: [
      {
        message:
          'we have $840k in the bank, spend 95k a month and bring in 25k mrr. how many months of runway do we actualy have',
      },
    ],
    mustContain: [
      ['net burn'],
      ['6-9 months', '18-24 months', 'three-month average', '3-month average', 'default alive'],
    ],
    // net burn = 95,000 − 25,000 = 70,000/month; 840,000 ÷ 70,000 = 12.0 months
    figures: [{ value: 12, unit: 'months' }],
  },
  {
    id: 'held4-finance-burn-multiple',
    coach: 'founder-finance-coach',
    kind: 'calculation',
    turns: [
      {
        message:
          'we burned £1.2m last year and net new arr was £800k. whats our burn multiple and is that bad?',
      },
    ],
    mustContain: [['net new arr'], ['1-2', '1 to 2', 'below 1', 'above 2']],
    // 1,200,000 ÷ 800,000 = 1.5x
    figures: [{ value: 1.5, unit: 'multiple' }],
  },
  {
    id: 'held4-pricing-break-even-seats',
    coach: 'pricing-strategist',
    kind: 'calculation',
    turns: [
      {
        message:
          'fixed costs are 18k/month, we charge $79 per seat and each seat costs us $19 to serve. how many seats to break even?',
      },
    ],
    mustContain: [
      ['$60', 'contribution'],
      ['cost to serve', 'value-based', 'value the customer receives', 'value metric'],
    ],
    // contribution per seat = 79 − 19 = 60; 18,000 ÷ 60 = 300 seats
    figures: [{ value: 300, unit: 'count' }],
  },
  {
    id: 'held4-pricing-ltv-to-cac',
    coach: 'pricing-strategist',
    kind: 'calculation',
    turns: [
      {
        message:
          'is our price high enough? accounts pay $120/mo, 80% gross margin, 3% monthly churn, cac is $900. whats the ltv and ltv:cac',
      },
    ],
    mustContain: [
      ['ltv'],
      ['underprice', 'pushes back', 'value-based', 'value the customer receives', '10-20%'],
    ],
    figures: [
      // LTV = 120 × 0.80 ÷ 0.03 = 96 ÷ 0.03 = $3,200
      { value: 3200, unit: 'money' },
      // LTV:CAC = 3,200 ÷ 900 = 3.555… ≈ 3.56:1
      { value: 3.56, unit: 'ratio' },
    ],
  },
  {
    id: 'held4-gtm-cac-payback',
    coach: 'go-to-market-coach',
    kind: 'calculation',
    turns: [
      {
        message:
          'we spend about €6k a month on linkedin ads and get 10 new customers from it, each pays €250/month at 75% gross margin. whats our cac payback?',
      },
    ],
    mustContain: [['by channel', 'retention', 'churn']],
    figures: [
      // CAC = 6,000 ÷ 10 = €600
      { value: 600, unit: 'money' },
      // monthly gross profit per account = 250 × 0.75 = 187.5; 600 ÷ 187.5 = 3.2 months
      { value: 3.2, unit: 'months' },
    ],
  },
  {
    id: 'held4-pmf-customer-lifetime',
    coach: 'product-market-fit-coach',
    kind: 'calculation',
    turns: [{ message: 'our monthly churn is 8%, how long does the avg customer stick around?' }],
    mustContain: [['cohort', 'retention curve', 'flatten', 'plateau']],
    // 1 ÷ 0.08 = 12.5 months
    figures: [{ value: 12.5, unit: 'months' }],
  },
];
