import type { EvalCase } from '../eval-case';

/** Follow-ups (only the last turn is scored), small talk and questions in several parts. */
export const CONVERSATIONS: readonly EvalCase[] = [
  {
    id: 'held2-finance-ltv-follow-up',
    coach: 'founder-finance-coach',
    kind: 'follow-up',
    turns: [
      { message: 'arpa is $220/mo, gross margin 80%, monthly churn 3%. whats our ltv?' },
      { message: 'and if we get churn down to 2%?' },
    ],
    mustContain: [],
    figures: [
      // 220 × 0.80 = 176 gross profit a month; 176 / 0.02 = $8,800
      { value: 8800, unit: 'money' },
    ],
  },
  {
    id: 'held2-gtm-simpler-follow-up',
    coach: 'go-to-market-coach',
    kind: 'follow-up',
    turns: [
      {
        message:
          'we built scheduling software for dental clinics. who should we go after first, every clinic in the country?',
      },
      { message: 'simpler please, im an engineer not a marketer' },
    ],
    mustContain: [['narrow', 'niche', 'specific', 'small']],
  },
  {
    id: 'held2-pricing-annual-follow-up',
    coach: 'pricing-strategist',
    kind: 'follow-up',
    turns: [
      { message: 'we sell api monitoring to dev teams. charge per seat or per usage?' },
      { message: 'ok makes sense. and how much discount should we give for paying annualy?' },
    ],
    mustContain: [['15-20%', '15%', '20%', 'two months free', '2 months free']],
  },
  {
    id: 'held2-pmf-survey-follow-up',
    coach: 'product-market-fit-coach',
    kind: 'follow-up',
    turns: [
      {
        message:
          'how do i know if we actually have pmf? b2b analytics tool, ~300 weekly users, some paying',
      },
      { message: 'ran the survey you mentioned, 28% said very disappointed. so what now' },
    ],
    mustContain: [
      ['40%', '40 percent', '40 per cent'],
      ['segment', 'in common', 'somewhat disappointed'],
    ],
  },
  {
    id: 'held2-hiring-two-more-follow-up',
    coach: 'hiring-team-coach',
    kind: 'follow-up',
    turns: [
      { message: 'we are 4 people and need our first sales hire. how should i interview for it?' },
      {
        message:
          'and if we hire two more engineers at the same time? how do we stop interviews eating our whole week',
      },
    ],
    mustContain: [
      ['scorecard', 'structured', 'rubric', 'competenc'],
      ['screen', 'loop', 'two to three weeks', '2-3 weeks'],
    ],
  },
  {
    id: 'held2-pitch-demo-day-follow-up',
    coach: 'pitch-deck-coach',
    kind: 'follow-up',
    turns: [
      { message: 'how should i open my pitch at demo day? first time doing this' },
      { message: 'what if they only give me 2 minutes instead of 5' },
    ],
    mustContain: [
      ['30 seconds', '30-second', 'thirty seconds', 'metric', 'proof point'],
      ['one memorable', 'one message', 'main message', 'single message', 'one idea', 'cut'],
    ],
  },
  {
    id: 'held2-gtm-small-talk',
    coach: 'go-to-market-coach',
    kind: 'small-talk',
    turns: [{ message: 'hey! just found this app, what can you help me with?' }],
    mustContain: [['ideal customer', 'icp', 'positioning', 'channel', 'first 100']],
  },
  {
    id: 'held2-pmf-small-talk',
    coach: 'product-market-fit-coach',
    kind: 'small-talk',
    turns: [{ message: 'good morning :) hope youre doing well' }],
    mustContain: [['product-market fit', 'product market fit', 'pmf', 'retention', 'interview']],
  },
  {
    id: 'held2-pitch-small-talk',
    coach: 'pitch-deck-coach',
    kind: 'small-talk',
    turns: [{ message: 'hi there, who am i talking to?' }],
    mustContain: [['pitch deck coach']],
  },
  {
    id: 'held2-finance-multi-part',
    coach: 'founder-finance-coach',
    kind: 'multi-part',
    turns: [
      {
        message:
          '3 things: whats the difference between gross and net burn, how often should i send board updates, and what should go in them?',
      },
    ],
    mustContain: [
      ['net burn'],
      ['collected', 'revenue', 'cash in'],
      ['monthly', 'every month', 'each month'],
      ['highlights', 'lowlights', 'asks', 'runway', 'key metrics'],
    ],
  },
  {
    id: 'held2-hiring-multi-part',
    coach: 'hiring-team-coach',
    kind: 'multi-part',
    turns: [
      {
        message:
          'two qs. how do i structure an interview loop for a senior engineer, and how fast should the offer go out after the final round?',
      },
    ],
    mustContain: [
      ['screen', 'work sample', 'practical exercise', 'reference'],
      ['few days', 'quickly', 'days', 'fast'],
    ],
  },
];
