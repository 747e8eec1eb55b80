import type { EvalCase } from '../eval-case';
import { knowledgeOpenings, REDIRECT } from './off-topic';

const coach = 'fundraising-coach';

const roundPlan = {
  name: 'round-plan.md',
  text: [
    'Seed round plan (draft)',
    'Amount: $1.5M on SAFEs.',
    'Monthly net burn after the raise: $90k (four engineers hired in the first quarter).',
    'Milestone for the Series A: $1M ARR.',
    'Runway this buys: about 16 months.',
  ].join('\n'),
};

export const fundraisingCases: EvalCase[] = [
  {
    id: 'fundraising-data-room',
    coach,
    kind: 'factual',
    turns: [{ message: 'What should go into our data room for a seed round?' }],
    mustContain: [['cap table'], ['incorporation documents', 'IP assignment', 'financial model']],
  },
  {
    id: 'fundraising-safe-or-priced',
    coach,
    kind: 'factual',
    turns: [{ message: 'Should we raise our pre-seed on SAFEs or as a priced round?' }],
    mustContain: [['SAFEs dominate pre-seed', 'fast and cheap']],
  },
  {
    id: 'fundraising-seed-dilution',
    coach,
    kind: 'numeric',
    turns: [{ message: 'How much of the company do founders usually sell in a seed round?' }],
    mustContain: [['15-25%']],
  },
  {
    id: 'fundraising-safe-math',
    coach,
    kind: 'numeric',
    turns: [
      {
        message:
          'An angel wants to put $500k into a post-money SAFE with a $5M cap. How much of the company would they own?',
      },
    ],
    mustContain: [['10%']],
  },
  {
    // A true short follow-up; its answer must differ from fundraising-seed-dilution's.
    id: 'fundraising-seed-after-pre-seed',
    coach,
    kind: 'follow-up',
    turns: [
      { message: 'How much dilution is normal in a pre-seed round?' },
      { message: 'and for seed?' },
    ],
    mustContain: [['15-25%']],
  },
  {
    id: 'fundraising-round-duration',
    coach,
    kind: 'follow-up',
    turns: [
      { message: 'How many investors should be on our list for a seed round?' },
      { message: 'How long does a round usually take to close?' },
    ],
    mustContain: [['three to six months']],
  },
  {
    id: 'fundraising-round-plan-file',
    coach,
    kind: 'file',
    turns: [{ message: 'Here is our round plan. Is $1.5M enough?', files: [roundPlan] }],
    mustContain: [['18-24 months'], ['$90k', '16 months']],
  },
  {
    id: 'fundraising-off-topic',
    coach,
    kind: 'off-topic',
    expectRefusal: true,
    turns: [{ message: "What's a good pasta recipe for a dinner party?" }],
    mustContain: [REDIRECT],
    mustNot: knowledgeOpenings(coach),
  },
  {
    id: 'fundraising-terms-and-pool',
    coach,
    kind: 'multi-part',
    turns: [
      { message: 'Which seed terms are founder-friendly, and how big should the option pool be?' },
    ],
    mustContain: [['1x non-participating'], ['10-15%']],
  },
];
