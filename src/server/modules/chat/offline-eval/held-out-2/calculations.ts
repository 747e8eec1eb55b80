import type { EvalCase } from '../eval-case';

/**
 * The founder's own figures, worked by hand in the comment beside each expected figure.
 * Questions were written from the coach's name and description alone.
 */
export const CALCULATIONS: readonly EvalCase[] = [
  {
    id: 'held2-fundraising-round-dilution',
    coach: 'fundraising-coach',
    kind: 'calculation',
    turns: [
      {
        message:
          'were raising $1.5m on a $5m pre money, what % of the company do we give up in this round?',
      },
    ],
    mustContain: [],
    figures: [
      // 1,500,000 / (5,000,000 + 1,500,000) = 1.5 / 6.5 = 0.230769 → 23.1%
      { value: 23.1, unit: 'percent' },
    ],
  },
  {
    id: 'held2-fundraising-safe-ownership',
    coach: 'fundraising-coach',
    kind: 'calculation',
    turns: [
      {
        message:
          'an angel put £300k into a post-money safe with a £6.5m cap. roughly what % does she own when it converts (before the new money comes in)?',
      },
    ],
    mustContain: [],
    figures: [
      // post-money SAFE: 300,000 / 6,500,000 = 0.046154 → 4.6%
      { value: 4.6, unit: 'percent' },
    ],
  },
  {
    id: 'held2-finance-runway-with-hire',
    coach: 'founder-finance-coach',
    kind: 'calculation',
    turns: [
      {
        message:
          'we have $840k in the bank and net burn is about 52k/month. how many months of runway now, and how many if we hire a designer at 9k a month fully loaded?',
      },
    ],
    mustContain: [],
    figures: [
      // now: 840,000 / 52,000 = 16.154 → 16.2 months
      { value: 16.2, unit: 'months' },
      // with the hire: 840,000 / (52,000 + 9,000) = 840 / 61 = 13.770 → 13.8 months
      { value: 13.8, unit: 'months' },
    ],
  },
  {
    id: 'held2-finance-burn-multiple',
    coach: 'founder-finance-coach',
    kind: 'calculation',
    turns: [
      {
        message:
          'last quarter our net burn was €450k and we added €180k of net new ARR. whats our burn multiple and is that bad??',
      },
    ],
    mustContain: [['above 2', 'over 2', 'more than 2', 'greater than 2', 'scrutiny']],
    figures: [
      // 450,000 / 180,000 = 2.5 → 2.5x
      { value: 2.5, unit: 'multiple' },
    ],
  },
  {
    id: 'held2-gtm-cac-payback',
    coach: 'go-to-market-coach',
    kind: 'calculation',
    turns: [
      {
        message:
          'we spend about $1,800 to land a customer through outbound, they pay $150/mo and our gross margin is 75%. how many months till we earn back the cac?',
      },
    ],
    mustContain: [],
    figures: [
      // 150 × 0.75 = 112.50 gross profit a month; 1,800 / 112.5 = 16.0 months
      { value: 16, unit: 'months' },
    ],
  },
  {
    id: 'held2-pricing-break-even-seats',
    coach: 'pricing-strategist',
    kind: 'calculation',
    turns: [
      {
        message:
          'fixed costs are $24k a month, we charge $79 per seat per month and each seat costs us about $15 to serve. how many seats do we need to break even',
      },
    ],
    mustContain: [],
    figures: [
      // 79 − 15 = 64 contribution per seat; 24,000 / 64 = 375 seats exactly
      { value: 375, unit: 'count' },
    ],
  },
  {
    id: 'held2-pmf-churn-lifetime',
    coach: 'product-market-fit-coach',
    kind: 'calculation',
    turns: [
      {
        message:
          'our monthly logo churn is 6%. how long does an average customer stick around before leaving?',
      },
    ],
    mustContain: [],
    figures: [
      // 1 / 0.06 = 16.667 → 16.7 months
      { value: 16.7, unit: 'months' },
    ],
  },
  {
    id: 'held2-hiring-option-grant',
    coach: 'hiring-team-coach',
    kind: 'calculation',
    turns: [
      {
        message:
          'we have 8m fully diluted shares and want to offer our first engineer 0.75%. how many options is that?',
      },
    ],
    mustContain: [],
    figures: [
      // 8,000,000 × 0.0075 = 60,000 options
      { value: 60000, unit: 'count' },
    ],
  },
];
