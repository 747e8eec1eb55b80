import type { EvalCase } from '../eval-case';

/** Questions about something the founder attached: metrics, a pricing page, a deck, a draft. */
export const FILES: readonly EvalCase[] = [
  {
    id: 'held2-finance-file-metrics-csv',
    coach: 'founder-finance-coach',
    kind: 'file',
    turns: [
      {
        message:
          'heres our last 3 months. how many months of runway do we have at our average burn?',
        files: [
          {
            name: 'q1-metrics.csv',
            text: [
              'month,revenue,total_spend,cash_end_of_month',
              '2025-01,38000,96000,1020000',
              '2025-02,41000,101000,960000',
              '2025-03,45000,107000,898000',
            ].join('\n'),
          },
        ],
      },
    ],
    mustContain: [['average', 'avg']],
    figures: [
      // net burn: 96,000 − 38,000 = 58,000; 101,000 − 41,000 = 60,000; 107,000 − 45,000 = 62,000
      // average (58,000 + 60,000 + 62,000) / 3 = 60,000; 898,000 / 60,000 = 14.967 → 15.0 months
      { value: 15, unit: 'months' },
    ],
  },
  {
    id: 'held2-pricing-file-pricing-page',
    coach: 'pricing-strategist',
    kind: 'file',
    turns: [
      {
        message:
          'this is our pricing page. almost everyone picks starter and we see teams of 8 sharing 3 logins. what would you change?',
        files: [
          {
            name: 'pricing-page.txt',
            text: [
              'Plans',
              'Starter - $19/month - up to 3 users - all features',
              'Pro - $49/month - up to 10 users - all features + priority support',
              'Business - $149/month - unlimited users - all features + SSO + priority support',
              'Save 10% when you pay yearly.',
              'Enterprise? Contact us.',
            ].join('\n'),
          },
        ],
      },
    ],
    mustContain: [
      ['limit', 'value metric', 'seat'],
      ['middle', 'recommended', 'highlight', 'most popular'],
    ],
  },
  {
    id: 'held2-pitch-file-deck-outline',
    coach: 'pitch-deck-coach',
    kind: 'file',
    turns: [
      {
        message: 'heres my seed deck outline, is the order ok? pitching next week',
        files: [
          {
            name: 'deck-outline.md',
            text: [
              '1. Title - Stockly, inventory for independent pharmacies',
              '2. Our story - how the founders met at university',
              '3. Product screenshots',
              '4. Feature list (14 features)',
              '5. Market - TAM $50B',
              '6. Competition',
              '7. Team',
              '8. The problem - pharmacies lose 6% of stock to expiry',
              '9. 5-year financial projections',
              '10. The ask - raising $2M',
            ].join('\n'),
          },
        ],
      },
    ],
    mustContain: [['problem'], ['traction'], ['bottom-up', 'bottom up', 'top-down', 'top down']],
  },
  {
    id: 'held2-business-file-founder-agreement',
    coach: 'business-setup-advisor',
    kind: 'file',
    turns: [
      {
        message: 'my cofounder and i wrote a draft founders agreement, attaching it',
        files: [
          {
            name: 'founders-agreement-draft.txt',
            text: [
              'Founders Agreement (draft)',
              '1. Ownership: Ana and Ben each hold 50% of the shares, issued at incorporation.',
              '2. Shares are fully owned on issue.',
              '3. Each founder keeps ownership of any code and designs they write, before or after incorporation.',
              '4. Major decisions require both founders to agree.',
              '5. Either founder may leave at any time and keep their shares.',
            ].join('\n'),
          },
        ],
      },
      { message: 'anything missing or risky in it before we sign?' },
    ],
    mustContain: [
      ['vesting', 'vest'],
      ['assign', 'intellectual property'],
      ['cliff', 'four years', '4 years', 'four-year', '4-year', 'repurchase'],
    ],
  },
];
