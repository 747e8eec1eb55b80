import type { EvalCase } from '../eval-case';
import { knowledgeOpenings, REDIRECT } from './off-topic';

const coach = 'pitch-deck-coach';

const deckOutline = {
  name: 'deck-outline.md',
  text: [
    'Seed deck outline',
    '1. Ledgerly: bookkeeping on autopilot',
    '2. Problem: small firms lose 10 hours a month to manual reconciliation',
    '3. Market: accounting software is a $80B market; with 1% of it we are an $800M company',
    '4. Product: three screenshots',
    '5. Team: ex-KPMG and ex-Stripe',
    '6. Ask: $2M',
  ].join('\n'),
};

export const pitchDeckCases: EvalCase[] = [
  {
    id: 'deck-slide-order',
    coach,
    kind: 'factual',
    turns: [{ message: 'In what order should the slides of my deck go?' }],
    mustContain: [['problem, solution', 'why now']],
  },
  {
    id: 'deck-market-size',
    coach,
    kind: 'factual',
    turns: [{ message: 'How should I estimate market size for my deck?' }],
    mustContain: [['bottom-up']],
  },
  {
    id: 'deck-demo-day-length',
    coach,
    kind: 'numeric',
    turns: [{ message: 'How long is a typical demo day pitch?' }],
    mustContain: [['two to three minutes']],
  },
  {
    id: 'deck-ask-horizon',
    coach,
    kind: 'numeric',
    turns: [{ message: 'How many months should the milestones in our ask cover?' }],
    mustContain: [['18-24 months']],
  },
  {
    // The old engine gave the previous (pricing) answer again, word for word.
    id: 'deck-contents-after-pricing',
    coach,
    kind: 'follow-up',
    turns: [
      { message: 'How should we present our pricing and business model to investors?' },
      { message: 'What should my pitch deck contain?' },
    ],
    mustContain: [['10-15 slide', 'problem, solution']],
  },
  {
    id: 'deck-chart-follow-up',
    coach,
    kind: 'follow-up',
    turns: [{ message: 'What makes a good traction slide?' }, { message: 'which chart type?' }],
    mustContain: [['bar or line']],
  },
  {
    id: 'deck-outline-file-follow-up',
    coach,
    kind: 'file',
    turns: [
      { message: 'Here is the outline of our seed deck.', files: [deckOutline] },
      { message: 'Is the market slide convincing?' },
    ],
    mustContain: [
      ['bottom-up', 'top-down'],
      ['$80B', '$800M'],
    ],
  },
  {
    id: 'deck-off-topic',
    coach,
    kind: 'off-topic',
    expectRefusal: true,
    turns: [{ message: "What's the best way to train for a marathon?" }],
    mustContain: [REDIRECT],
    mustNot: knowledgeOpenings(coach),
  },
  {
    id: 'deck-send-vs-present',
    coach,
    kind: 'multi-part',
    turns: [
      {
        message: 'How should a deck I email differ from one I present, and how should I share it?',
      },
    ],
    mustContain: [['stand on its own'], ['view analytics', 'small PDF']],
  },
];
