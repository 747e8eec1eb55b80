import type { EvalCase } from '../eval-case';
import { FINANCE, GTM, HIRING, PITCH, PRICING } from './coaches';

const metrics = {
  name: 'metrics-2026.csv',
  text: [
    'month,cash,revenue,expenses,net_burn',
    'jul,412000,18000,44000,26000',
    'aug,386000,19500,45500,26000',
    'sep,360000,21000,47000,26000',
    'oct,336000,23000,49000,26000',
    'nov,310000,24000,50000,26000',
  ].join('\n'),
};

const deckOutline = {
  name: 'deck-outline.md',
  text: [
    '1. Cover',
    '2. Our team (8 people, photos and CVs)',
    '3. Company history 2019-2026',
    '4. Our values',
    '5. Product screenshots (6 screens)',
    '6. Market: $40B',
    '7. Competitors',
    '8. Thank you',
  ].join('\n'),
};

const offer = {
  name: 'offer-first-engineer.txt',
  text: [
    'Offer: Senior Backend Engineer (employee #1)',
    'Salary: $140,000 per year',
    'Equity: 0.25% in options, 4-year vesting, no cliff',
    'Exercise window: 30 days after leaving',
  ].join('\n'),
};

const pricingPage = {
  name: 'pricing-page.txt',
  text: [
    'Basic $15/mo: 2 users, 5 GB',
    'Plus $25/mo: 5 users, 20 GB',
    'Pro $39/mo: 10 users, 50 GB',
    'Premium $59/mo: 20 users, 100 GB',
    'Ultimate $89/mo: unlimited users, 500 GB',
    'Enterprise: contact us',
  ].join('\n'),
};

const pipeline = {
  name: 'pipeline-q3.csv',
  text: ['stage,count', 'leads,400', 'replied,36', 'demos,22', 'trials,14', 'closed_won,3'].join(
    '\n',
  ),
};

/** Questions about a file the founder attached, now or a turn earlier, in their words. */
export const founderFileCases: EvalCase[] = [
  {
    id: 'file-metrics-months-left',
    coach: FINANCE,
    kind: 'file',
    turns: [
      { message: 'here are our numbers. how many months do we have left?', files: [metrics] },
    ],
    mustContain: [['runway']], // latest cash 310,000 ÷ net burn 26,000 = 11.92 → 11.9 months
    figures: [{ value: 11.9, unit: 'months' }],
  },
  {
    id: 'file-deck-change-first',
    coach: PITCH,
    kind: 'file',
    turns: [
      { message: 'this is my deck outline for our seed pitch', files: [deckOutline] },
      { message: 'what would you change first?' },
    ],
    mustContain: [['problem'], ['traction']],
  },
  {
    id: 'file-offer-fair',
    coach: HIRING,
    kind: 'file',
    turns: [{ message: 'is this offer fair for our first engineer?', files: [offer] }],
    mustContain: [['0.5-2%'], ['90 days', 'cliff']],
  },
  {
    id: 'file-pricing-page-confusing',
    coach: PRICING,
    kind: 'file',
    turns: [
      { message: 'customers keep saying our pricing page is confusing', files: [pricingPage] },
      { message: 'what would you do with it?' },
    ],
    mustContain: [['too many plans', 'three tiers', 'good-better-best', 'in seconds']],
  },
  {
    id: 'file-pipeline-fix',
    coach: GTM,
    kind: 'file',
    turns: [{ message: 'our q3 funnel attached. where is it leaking?', files: [pipeline] }],
    mustContain: [['weakest stage']],
  },
];
