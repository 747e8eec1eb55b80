import type { EvalCase } from '../eval-case';

/** Questions about a file the founder attached. */
export const FILES: readonly EvalCase[] = [
  {
    id: 'held4-finance-file-metrics-csv-runway',
    coach: 'founder-finance-coach',
    kind: 'file',
    turns: [
      {
        message: 'attached our numbers for q1. how long does the cash last at this burn?',
        files: [
          {
            name: 'q1-metrics.csv',
            text: [
              'month,revenue,expenses,cash_end_of_month',
              'Jan,20000,80000,660000',
              'Feb,22000,82000,600000',
              'Mar,25000,85000,540000',
            ].join('\n'),
          },
        ],
      },
    ],
    mustContain: [['net burn'], ['60,000', '60k', '60000']],
    // net burn each month = 80,000 − 20,000 = 82,000 − 22,000 = 85,000 − 25,000 = 60,000;
    // 540,000 ÷ 60,000 = 9.0 months
    figures: [{ value: 9, unit: 'months' }],
  },
  {
    id: 'held4-pricing-file-pricing-page',
    coach: 'pricing-strategist',
    kind: 'file',
    turns: [
      {
        message: 'heres our pricing page, what would you change?',
        files: [
          {
            name: 'pricing.md',
            text: [
              '# Pricing',
              '## Starter - $19/month',
              'Up to 3 users, 1 project, email support',
              '## Pro - $24/month',
              'Up to 5 users, unlimited projects, email support, integrations',
              '## Business - $29/month',
              'Unlimited users, unlimited projects, priority support, SSO, integrations',
              'All plans: 20% off if you ask our team for a discount.',
            ].join('\n'),
          },
        ],
      },
    ],
    mustContain: [
      ['recommended plan', 'highlight'],
      ['annual'],
      [
        'discount policy',
        'buy something in return',
        'trade concessions',
        'ad hoc',
        'trains customers',
      ],
    ],
  },
  {
    id: 'held4-pmf-file-survey-results',
    coach: 'product-market-fit-coach',
    kind: 'file',
    turns: [
      {
        message: 'ran the "how would you feel if you could no longer use" survey. do we have pmf??',
        files: [
          {
            name: 'survey-results.csv',
            text: [
              'answer,responses',
              'very disappointed,18',
              'somewhat disappointed,27',
              'not disappointed,15',
            ].join('\n'),
          },
        ],
      },
    ],
    mustContain: [['40%'], ['very disappointed']],
    // 18 ÷ (18 + 27 + 15) = 18 ÷ 60 = 0.30 = 30%
    figures: [{ value: 30, unit: 'percent' }],
  },
  {
    id: 'held4-pitch-file-deck-outline',
    coach: 'pitch-deck-coach',
    kind: 'file',
    turns: [
      {
        message: 'this is my deck outline for our seed, is the order ok?',
        files: [
          {
            name: 'deck-outline.txt',
            text: [
              '1. Team (our backgrounds, 4 slides)',
              '2. Our technology and architecture',
              '3. Features list',
              '4. Competitors',
              '5. Problem',
              '6. Market size',
              '7. Thank you / contact',
            ].join('\n'),
          },
        ],
      },
    ],
    mustContain: [
      ['traction'],
      ['use of funds', 'the ask', 'how much you are raising'],
      ['business model'],
    ],
  },
];
