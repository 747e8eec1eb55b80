import type { EvalCase } from '../eval-case';

/** Questions about a file the founder attached. */
export const FILES: EvalCase[] = [
  {
    id: 'held3-pricing-page-review',
    coach: 'pricing-strategist',
    kind: 'file',
    turns: [
      {
        message: 'here is our pricing page, what would you change?',
        files: [
          {
            name: 'pricing-page.md',
            text: [
              '# Pricing',
              '',
              '## Starter - $19/month',
              '- Up to 3 users',
              '- 1,000 tracked events',
              '- Email support',
              '',
              '## Team - $29/month',
              '- Up to 10 users',
              '- 10,000 tracked events',
              '- Email support',
              '',
              '## Business - $35/month',
              '- Unlimited users',
              '- Unlimited events',
              '- Priority support, SSO, audit log',
              '',
              'Save 10% with annual billing. Discounts available on request - just ask sales!',
            ].join('\n'),
          },
        ],
      },
    ],
    mustContain: [
      ['recommended', 'highlight', 'most popular', 'middle tier'],
      ['15-20%', 'two months free', 'annual'],
      ['discount policy', 'in return', 'trade', 'ad hoc', 'approval'],
    ],
  },
  {
    id: 'held3-hiring-offer-letter',
    coach: 'hiring-team-coach',
    kind: 'file',
    turns: [
      {
        message: 'this is the offer for our first engineer, is it fair? anything missing?',
        files: [
          {
            name: 'offer-letter-draft.txt',
            text: [
              'Offer of employment - Senior Backend Engineer',
              '',
              'Salary: EUR 85,000 per year',
              'Equity: 0.1% in stock options',
              'Vesting: options vest monthly over 2 years, no cliff',
              'Start date: 1 March',
              'Role: build and own our backend, help us hire the next engineers',
              'Probation: 6 months',
              '',
              'Please sign and return by Friday.',
            ].join('\n'),
          },
        ],
      },
    ],
    mustContain: [
      ['0.5-2%', '0.5%', 'low'],
      ['cliff'],
      ['four years', '4 years', '4-year', 'four-year'],
      ['strike price', 'fully diluted', 'number of options', 'exercise window', '409a', 'benefits'],
    ],
  },
  {
    id: 'held3-pitch-deck-outline',
    coach: 'pitch-deck-coach',
    kind: 'file',
    turns: [
      {
        message: 'rate my deck outline, whats wrong with the order?',
        files: [
          {
            name: 'seed-deck-outline.txt',
            text: [
              '1. Title + logo',
              '2. Team (4 founders, bios and photos)',
              '3. Product screenshots (6 screens)',
              '4. Market: $50B TAM',
              '5. Competitors',
              '6. The problem: warehouse managers lose 9 hours a week on manual counts',
              '7. Business model',
              '8. Ask: raising $2M',
            ].join('\n'),
          },
        ],
      },
    ],
    mustContain: [
      ['problem'],
      ['traction', 'metric'],
      ['bottom-up', 'bottom up', 'top-down', 'top down'],
      ['milestone', 'use of funds', '18-24'],
    ],
  },
  {
    id: 'held3-business-founder-agreement-draft',
    coach: 'business-setup-advisor',
    kind: 'file',
    turns: [
      {
        message: 'we are about to sign this founder agreement tomorow, any red flags?',
        files: [
          {
            name: 'founder-agreement-draft.txt',
            text: [
              'FOUNDERS AGREEMENT (draft)',
              '',
              '1. Ownership: Ana 50%, Ben 50% of common stock, issued at signing.',
              '2. Vesting: none. All shares are fully owned from day one.',
              '3. Intellectual property: each founder keeps ownership of the code and designs',
              '   they personally create, and licenses them to the company.',
              '4. Roles: Ana is CEO, Ben is CTO.',
              '5. Leaving: a founder who leaves keeps all of their shares.',
              '6. Decisions: both founders must agree on every decision.',
            ].join('\n'),
          },
        ],
      },
    ],
    mustContain: [
      ['vesting', 'vest'],
      ['cliff', 'four years', '4 years', '4-year', 'four-year'],
      ['assign'],
      ['deadlock', 'decision rights', 'tie'],
    ],
  },
];
