import type { EvalCase } from '../eval-case';

/** Follow-ups (only the last turn is scored) and multi-part questions. */
export const CONVERSATIONS: readonly EvalCase[] = [
  {
    id: 'held4-fundraising-followup-pipeline-size',
    coach: 'fundraising-coach',
    kind: 'follow-up',
    turns: [
      { message: 'we want to raise a 1m seed in q2, how do i build the investor list' },
      { message: 'ok and how many names do i actually need on it?' },
    ],
    mustContain: [['50-100', '50 to 100']],
  },
  {
    id: 'held4-finance-followup-board-update-simpler',
    coach: 'founder-finance-coach',
    kind: 'follow-up',
    turns: [
      { message: 'what should go in a monthly board update' },
      { message: 'simpler please, we are 3 people and pre revenue' },
    ],
    mustContain: [
      ['highlights', 'lowlights'],
      ['runway'],
      ['asks for help', 'specific asks', 'ask for help'],
    ],
  },
  {
    id: 'held4-gtm-followup-channels-after-icp',
    coach: 'go-to-market-coach',
    kind: 'follow-up',
    turns: [
      { message: 'we sell scheduling software to dental clinics, how do i define our icp' },
      { message: 'and which channels should we test first?' },
    ],
    mustContain: [
      ['shortlist', 'three most promising', 'three channels', '3 channels'],
      ['one or two dominant', 'concentrate', 'double down', 'cheap tests'],
    ],
  },
  {
    id: 'held4-pmf-followup-why-retention',
    coach: 'product-market-fit-coach',
    kind: 'follow-up',
    turns: [
      { message: 'how do i know if we have pmf? we have 40 paying users' },
      { message: 'why does retention matter more than signups?' },
    ],
    mustContain: [['flatten', 'plateau'], ['cohort']],
  },
  {
    id: 'held4-pitch-followup-flat-growth',
    coach: 'pitch-deck-coach',
    kind: 'follow-up',
    turns: [
      { message: 'what should go on my traction slide? $30k mrr growing 12% a month' },
      { message: 'and what if growth was flat the last 2 months?' },
    ],
    mustContain: [
      ['cumulative', 'hide slowing growth'],
      ['retention', 'engagement', 'cohort'],
    ],
  },
  {
    id: 'held4-hiring-followup-two-more-hires',
    coach: 'hiring-team-coach',
    kind: 'follow-up',
    turns: [
      { message: 'how do i run a structured interview for our first backend engineer' },
      { message: 'and if we hire two more at the same time?' },
    ],
    mustContain: [['scorecard'], ['rubric', 'same questions', 'independently']],
  },
  {
    id: 'held4-pmf-multipart-ellis-interviews-curve',
    coach: 'product-market-fit-coach',
    kind: 'multi-part',
    turns: [
      {
        message:
          '3 things: whats the sean ellis threshold, how many customer interviews before we decide anything, and what retention curve shape means pmf?',
      },
    ],
    mustContain: [['40%'], ['15-30', '15 to 30'], ['flatten', 'plateau']],
  },
  {
    id: 'held4-setup-multipart-founder-agreement-ip',
    coach: 'business-setup-advisor',
    kind: 'multi-part',
    turns: [
      {
        message:
          'two things - do we need a founder agreement if its just me and a friend, and what happens to the code i wrote before we incorporated?',
      },
    ],
    mustContain: [
      ['equity split', 'what happens if a founder leaves', 'in writing'],
      ['assign'],
      ['before the company existed', 'before it existed', 'created before'],
    ],
  },
];
