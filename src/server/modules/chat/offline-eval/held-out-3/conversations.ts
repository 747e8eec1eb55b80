import type { EvalCase } from '../eval-case';

/** Follow-ups (only the last turn is scored) and small talk. */
export const CONVERSATIONS: EvalCase[] = [
  {
    id: 'held3-fundraising-pipeline-simpler',
    coach: 'fundraising-coach',
    kind: 'follow-up',
    turns: [
      { message: 'how do i build an investor pipeline for our seed round? never done this before' },
      { message: 'simpler please, im lost' },
    ],
    mustContain: [
      ['list', '50-100', 'investors'],
      ['warm', 'intro', 'cold email', 'crm', 'track'],
    ],
  },
  {
    id: 'held3-gtm-first-customers-cold-email',
    coach: 'go-to-market-coach',
    kind: 'follow-up',
    turns: [
      {
        message:
          'how do we get our first 100 paying customers? we sell scheduling software to small dental clinics',
      },
      { message: 'ok and what if cold email just isnt working for us' },
    ],
    mustContain: [
      ['communit', 'referral', 'partnership', 'network', 'events', 'content', 'integration'],
      ['weakest stage', 'funnel', 'reply rate', 'test', 'trigger', 'channel'],
    ],
  },
  {
    id: 'held3-pricing-seat-or-usage-why',
    coach: 'pricing-strategist',
    kind: 'follow-up',
    turns: [
      { message: 'should we charge per seat or per usage for our api monitoring tool?' },
      { message: 'why?' },
    ],
    mustContain: [
      ['value metric', 'value'],
      ['predictab', 'understand', 'adoption', 'discourage', 'hybrid', 'grows'],
    ],
  },
  {
    id: 'held3-pitch-order-team-slide',
    coach: 'pitch-deck-coach',
    kind: 'follow-up',
    turns: [
      { message: 'what order should the slides in my seed deck go in' },
      { message: 'and where does the team slide go? we are ex-google so kinda want it first' },
    ],
    mustContain: [
      ['strength', 'strongest', 'exceptional team', 'earlier', 'reorder'],
      [
        'why these people',
        'why this team',
        'relevant experience',
        'past results',
        'logos',
        'worked together',
      ],
    ],
  },
  {
    id: 'held3-business-ccorp-bootstrapping',
    coach: 'business-setup-advisor',
    kind: 'follow-up',
    turns: [
      { message: 'llc or c corp for a saas startup that wants to raise from vcs?' },
      { message: 'what if we end up bootstrapping instead, does that change it?' },
    ],
    mustContain: [
      ['llc'],
      ['pass-through', 'pass through', 'bootstrap', 'cash-flowing', 'lifestyle'],
    ],
  },
  {
    id: 'held3-finance-runway-two-hires',
    coach: 'founder-finance-coach',
    kind: 'follow-up',
    turns: [
      { message: 'we have $480k in the bank and net burn is $40k a month. how long do we have?' },
      { message: 'and if we hire two more engineers at $8k/mo each?' },
    ],
    mustContain: [['net burn', 'burn']],
    figures: [
      // new net burn = 40,000 + 2 x 8,000 = $56,000 a month
      { value: 56000, unit: 'money' },
      // runway = 480,000 / 56,000 = 8.571... -> 8.6 months
      { value: 8.6, unit: 'months' },
    ],
  },
  {
    id: 'held3-hiring-hello',
    coach: 'hiring-team-coach',
    kind: 'small-talk',
    turns: [{ message: 'hey! what can you help me with?' }],
    mustContain: [['scorecard', 'interview', 'equity', 'onboard', 'hire', 'hiring']],
  },
  {
    id: 'held3-pitch-thanks',
    coach: 'pitch-deck-coach',
    kind: 'small-talk',
    turns: [{ message: 'thanks, that was really usefull 🙏' }],
    mustContain: [['deck', 'slide', 'pitch']],
  },
  {
    id: 'held3-pmf-good-morning',
    coach: 'product-market-fit-coach',
    kind: 'small-talk',
    turns: [{ message: 'good morning :)' }],
    mustContain: [
      ['product-market fit', 'product market fit', 'pmf', 'retention', 'interview', 'sean ellis'],
    ],
  },
];
