import type { EvalCase } from '../eval-case';

/** Calculations on the founder's own figures; each expected figure is worked by hand beside it. */
export const CALCULATIONS: EvalCase[] = [
  {
    id: 'held3-fundraising-dilution',
    coach: 'fundraising-coach',
    kind: 'calculation',
    turns: [
      {
        message:
          'we are raising €2m at a €9m pre money valuation, how much of the company do we give away in this round?',
      },
    ],
    mustContain: [['post-money', 'post money', '€11m', '11m', '11,000,000']],
    figures: [
      // dilution = amount / (pre + amount) = 2 / (9 + 2) = 2 / 11 = 0.1818... -> 18.2%
      { value: 18.2, unit: 'percent' },
    ],
  },
  {
    id: 'held3-fundraising-two-safes',
    coach: 'fundraising-coach',
    kind: 'calculation',
    turns: [
      {
        message:
          'we signed two safes, $200k on a $8m post money cap and $100k on a $5m post cap. what % do those investors own in total when they convert?',
      },
    ],
    mustContain: [
      ['post-money', 'post money', 'cap'],
      ['dilut', 'founder'],
    ],
    figures: [
      // first SAFE: 200,000 / 8,000,000 = 0.025 -> 2.5%
      { value: 2.5, unit: 'percent' },
      // second SAFE: 100,000 / 5,000,000 = 0.02 -> 2%
      { value: 2, unit: 'percent' },
      // together: 2.5% + 2% = 4.5%
      { value: 4.5, unit: 'percent' },
    ],
  },
  {
    id: 'held3-pricing-break-even-seats',
    coach: 'pricing-strategist',
    kind: 'calculation',
    turns: [
      {
        message:
          'fixed costs are £18,000 a month, we charge £49 per seat and each seat costs us about £13 to serve. how many seats do we need to break even',
      },
    ],
    mustContain: [['contribution', 'margin', '£36', '36 per seat']],
    figures: [
      // contribution per seat = 49 - 13 = £36; seats = 18,000 / 36 = 500
      { value: 500, unit: 'count' },
    ],
  },
  {
    id: 'held3-pmf-customer-lifetime',
    coach: 'product-market-fit-coach',
    kind: 'calculation',
    turns: [
      {
        message:
          'our monthly logo churn is 4%. how long does an average customer stay with us before leaving?',
      },
    ],
    mustContain: [['churn', 'retention', 'lifetime']],
    figures: [
      // lifetime = 1 / monthly churn = 1 / 0.04 = 25 months
      { value: 25, unit: 'months' },
    ],
  },
  {
    id: 'held3-finance-runway-with-revenue',
    coach: 'founder-finance-coach',
    kind: 'calculation',
    turns: [
      {
        message:
          "we've got $620k in the bank, spending about $95k a month and revenue is $33k/mo. whats our runway",
      },
    ],
    mustContain: [['net burn']],
    figures: [
      // net burn = 95,000 - 33,000 = $62,000 a month
      { value: 62000, unit: 'money' },
      // runway = 620,000 / 62,000 = 10 months
      { value: 10, unit: 'months' },
    ],
  },
  {
    id: 'held3-finance-cac-payback',
    coach: 'founder-finance-coach',
    kind: 'calculation',
    turns: [
      {
        message:
          'cac is $1,800, a customer pays us $250/month and gross margin is 80%. how many months to pay back the cac?',
      },
    ],
    mustContain: [['12 months', '12-month', '12-24', 'under about 12', 'under 12']],
    figures: [
      // monthly gross profit per account = 250 x 0.80 = $200; payback = 1,800 / 200 = 9 months
      { value: 9, unit: 'months' },
    ],
  },
  {
    id: 'held3-finance-ltv-to-cac',
    coach: 'founder-finance-coach',
    kind: 'calculation',
    turns: [
      {
        message:
          'arpa is €120 a month, gross margin 75%, churn 3% monthly and our cac is €900. what is our ltv and ltv:cac, is that ok?',
      },
    ],
    mustContain: [['3:1', 'around 3', 'rule of thumb']],
    figures: [
      // LTV = 120 x 0.75 / 0.03 = 90 / 0.03 = €3,000
      { value: 3000, unit: 'money' },
      // LTV:CAC = 3,000 / 900 = 3.333... -> 3.3:1
      { value: 3.3, unit: 'ratio' },
    ],
  },
  {
    id: 'held3-finance-burn-multiple',
    coach: 'founder-finance-coach',
    kind: 'calculation',
    turns: [
      {
        message:
          'last year we burned $1.2m net and added $800k of net new arr. what is our burn multiple and is it bad?',
      },
    ],
    mustContain: [['1-2', 'reasonable', 'between 1 and 2', 'below 1']],
    figures: [
      // burn multiple = net burn / net new ARR = 1,200,000 / 800,000 = 1.5x
      { value: 1.5, unit: 'multiple' },
    ],
  },
];
