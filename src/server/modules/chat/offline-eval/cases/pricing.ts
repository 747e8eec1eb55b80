import type { EvalCase } from '../eval-case';
import { knowledgeOpenings, REDIRECT } from './off-topic';

const coach = 'pricing-strategist';

const priceList = {
  name: 'price-list.txt',
  text: [
    'Current plans',
    'Starter: $19/month, 1 user, 3 projects',
    'Team: $49/month, up to 10 users, unlimited projects',
    'Business: $129/month, SSO and audit log, priority support',
    'Annual billing: 8% off every plan',
  ].join('\n'),
};

export const pricingCases: EvalCase[] = [
  {
    id: 'pricing-cost-plus',
    coach,
    kind: 'factual',
    turns: [{ message: 'Should we set our SaaS price with cost-plus pricing?' }],
    mustContain: [['money on the table']],
  },
  {
    id: 'pricing-how-many-tiers',
    coach,
    kind: 'factual',
    turns: [{ message: 'How many pricing tiers should we offer?' }],
    mustContain: [['three tiers', 'good-better-best']],
  },
  {
    // The knowledge's formula "1 - 1/1.2 is roughly 0.17" must survive whole.
    id: 'pricing-increase-churn',
    coach,
    kind: 'numeric',
    turns: [
      {
        message: 'If we raise prices by 20%, how much revenue can we lose before we are worse off?',
      },
    ],
    mustContain: [['17%']],
  },
  {
    // The founder's own figure must be acknowledged.
    id: 'pricing-flat-29',
    coach,
    kind: 'numeric',
    turns: [{ message: 'We charge $29/month flat. How should I raise prices?' }],
    mustContain: [['$29'], ['new customers first', '30-90 days']],
  },
  {
    // The old engine handed the first question back as advice.
    id: 'pricing-teams-follow-up',
    coach,
    kind: 'follow-up',
    turns: [{ message: 'What price should I charge for my app?' }, { message: 'and for teams?' }],
    mustContain: [['per-seat', 'per seat']],
  },
  {
    id: 'pricing-annual-discount-after-trial',
    coach,
    kind: 'follow-up',
    turns: [
      { message: 'Should we offer a free trial or freemium?' },
      { message: 'What annual discount is normal?' },
    ],
    mustContain: [['15-20%', 'two months free']],
  },
  {
    id: 'pricing-price-list-file',
    coach,
    kind: 'file',
    turns: [
      {
        message: "Here's our current price list. Is our annual discount in line with the norm?",
        files: [priceList],
      },
    ],
    mustContain: [['15-20%', 'two months free'], ['8%']],
  },
  {
    // A different question after a pricing one must not get the pricing answer again.
    id: 'pricing-pitch-deck-off-topic',
    coach,
    kind: 'off-topic',
    expectRefusal: true,
    turns: [
      { message: 'How should I price an API product?' },
      { message: 'What should my pitch deck contain?' },
    ],
    mustContain: [REDIRECT],
    mustNot: knowledgeOpenings(coach),
  },
  {
    id: 'pricing-value-metric-and-tests',
    coach,
    kind: 'multi-part',
    turns: [
      {
        message:
          'What is a value metric, and how can I test prices without upsetting existing customers?',
      },
    ],
    mustContain: [['unit you charge for'], ['new prospects']],
  },
];
