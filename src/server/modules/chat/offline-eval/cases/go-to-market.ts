import type { EvalCase } from '../eval-case';
import { knowledgeOpenings, REDIRECT } from './off-topic';

const coach = 'go-to-market-coach';

const icpDraft = {
  name: 'icp-draft.md',
  text: [
    'ICP draft v2',
    'Who: independent accounting firms with 20-200 staff in Portugal and Spain.',
    'Pain: month-end close still runs on spreadsheets and email.',
    'Trigger: the new e-invoicing rules that apply from next year.',
    "Buyer: the managing partner. Users: the firm's accountants.",
  ].join('\n'),
};

export const goToMarketCases: EvalCase[] = [
  {
    id: 'gtm-first-customers',
    coach,
    kind: 'factual',
    turns: [{ message: 'How do we find our first 100 customers?' }],
    mustContain: [['do not scale', 'founder-led sales', 'founders selling personally']],
  },
  {
    // The old engine handed the founder's first question back "From what we discussed earlier".
    id: 'gtm-price-for-teams-follow-up',
    coach,
    kind: 'follow-up',
    turns: [{ message: 'What price should I charge for my app?' }, { message: 'and for teams?' }],
    mustContain: [['self-serve', 'inside sales', 'low-touch']],
  },
  {
    id: 'gtm-sales-motion',
    coach,
    kind: 'numeric',
    turns: [
      { message: 'Our product costs $3k a year per customer. Which sales motion fits that?' },
    ],
    mustContain: [['$5k'], ['self-serve', 'product-led'], ['$3k']],
  },
  {
    id: 'gtm-funnel-math',
    coach,
    kind: 'numeric',
    turns: [
      { message: 'We want 20 new customers a month. How many prospects do we need to contact?' },
    ],
    mustContain: [['2,000']],
  },
  {
    id: 'gtm-channels-how-many',
    coach,
    kind: 'follow-up',
    turns: [
      { message: 'How do I pick marketing channels to try?' },
      { message: 'how many at once?' },
    ],
    mustContain: [['three most promising', 'one or two dominant']],
  },
  {
    id: 'gtm-homepage-after-icp',
    coach,
    kind: 'follow-up',
    turns: [
      { message: 'How do I define our ideal customer profile?' },
      { message: 'What should our homepage say?' },
    ],
    mustContain: [['who it is for', 'what this is']],
  },
  {
    // The file was attached one turn earlier: the question is about it.
    id: 'gtm-icp-file-follow-up',
    coach,
    kind: 'file',
    turns: [
      { message: "Here's my ICP draft.", files: [icpDraft] },
      { message: 'Is it specific enough?' },
    ],
    mustContain: [['50 specific', 'list 50'], ['accounting firm']],
  },
  {
    id: 'gtm-off-topic',
    coach,
    kind: 'off-topic',
    expectRefusal: true,
    turns: [{ message: 'How do I fix a leaking kitchen tap?' }],
    mustContain: [REDIRECT],
    mustNot: knowledgeOpenings(coach),
  },
  {
    id: 'gtm-reply-rates-and-follow-ups',
    coach,
    kind: 'multi-part',
    turns: [
      {
        message:
          'What reply rate should I expect from cold email, and how many times should I follow up?',
      },
    ],
    mustContain: [['low single digits'], ['two to four']],
  },
];
